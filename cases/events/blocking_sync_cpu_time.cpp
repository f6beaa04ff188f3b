// SPDX-License-Identifier: Apache-2.0
// Busy-wait versus block is only visible as CPU time, so this records the thread's CPU share.
#include "cudasem/cudasem.h"
#include "cpu_time.h"

CUDASEM_CASE(CudaEventSynchronize, BlockingSyncCpuTime, {
    .id = "events.blocking_sync.cpu_time",
    .kind = cudasem::Kind::characterization,
    .cite = {.doc = "RT", .section = "cudaEventSynchronize",
             .quote = "Waiting for an event that was created with the cudaEventBlockingSync flag will cause the calling CPU thread to block until the event has been completed by the device.",
             .version = "13.0"},
    .needs = {cudasem::linux_os()},
}) {
  record_event_synchronize_cpu_time(cudaEventBlockingSync);
}
