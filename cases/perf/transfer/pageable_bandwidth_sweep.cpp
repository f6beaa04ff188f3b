// SPDX-License-Identifier: Apache-2.0
// Perf: copy rates of Pageable (malloc) host memory:
// H2D, D2H and bidirectional over 4 KiB..1 GiB (min/median/max GB/s per size), each
// direction's best median against the PCIe link (NVML). Recorded, not asserted ("can").
#include "../perf.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(PerfTransfer, PageableSweep,
    {
        .api = {"cudaMemcpyAsync"},
        .kind = cudasem::Kind::perf,
        .cite = {.doc = "RT",
            .section = "cudaMallocHost",
            .quote =
                "Since the memory can be accessed directly by the device, it can be read or written with much higher bandwidth than pageable memory obtained with functions such as malloc()."},
        .exclusive = true,
    }) {
  cudasem::perf::transfer_sweep(cudasem::perf::HostKind::pageable, "pageable");
}
