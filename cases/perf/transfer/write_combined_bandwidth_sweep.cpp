// SPDX-License-Identifier: Apache-2.0
// Perf: copy rates of Write-combined pinned (cudaHostAllocWriteCombined) host memory:
// H2D, D2H and bidirectional over 4 KiB..1 GiB (min/median/max GB/s per size), each
// direction's best median against the PCIe link (NVML). Recorded, not asserted ("can").
#include "../perf.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(PerfTransfer, WriteCombinedSweep,
    {
        .api = {"cudaHostAlloc"},
        .kind = cudasem::Kind::perf,
        .cite = {.doc = "RT",
            .section = "cudaHostAlloc",
            .quote =
                "WC memory can be transferred across the PCI Express bus more quickly on some system configurations, but cannot be read efficiently by most CPUs."},
        .exclusive = true,
    }) {
  cudasem::perf::transfer_sweep(cudasem::perf::HostKind::write_combined, "write_combined");
}
