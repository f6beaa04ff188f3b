// SPDX-License-Identifier: Apache-2.0
// Perf: copy rates of Registered (malloc + cudaHostRegister) host memory:
// H2D, D2H and bidirectional over 4 KiB..1 GiB (min/median/max GB/s per size), each
// direction's best median against the PCIe link (NVML). Recorded, not asserted ("can").
#include "../perf.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(PerfTransfer, RegisteredSweep,
    {
        .api = {"cudaHostRegister"},
        .kind = cudasem::Kind::perf,
        .cite = {.doc = "RT",
            .section = "cudaHostRegister",
            .quote =
                "Since the memory can be accessed directly by the device, it can be read or written with much higher bandwidth than pageable memory that has not been registered."},
        .needs = {cudasem::attr("hostRegisterSupported") >= 1},
        .exclusive = true,
    }) {
  cudasem::perf::transfer_sweep(cudasem::perf::HostKind::registered, "registered");
}
