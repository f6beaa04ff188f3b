// SPDX-License-Identifier: Apache-2.0
// Busy-wait versus block is only visible as CPU time, so this records the thread's CPU share.
#include "cudasem/cudasem.h"
#include "../events.h"

CUDASEM_CASE(CudaEventSynchronize, DefaultEventCpuTime,
    {
        .api = {"cudaEventSynchronize"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaEventSynchronize",
            .quote =
                "If the cudaEventBlockingSync flag has not been set, then the CPU thread will busy-wait until the event has been completed by the device."},
        .claim = cudasem::Claim::hedge,
        .needs = {cudasem::linux_os()},
    }) {
  cudasem::events::record_event_synchronize_cpu_time(cudaEventDefault);
}
