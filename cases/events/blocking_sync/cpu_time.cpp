// SPDX-License-Identifier: Apache-2.0
// The text's "will block" is a promise, but blocking instead of spinning is only visible as the
// waiting thread's CPU time, a measurement: the suite allows no time threshold in a semantics
// verdict, so the CPU share is recorded (characterization). That the wait ends only once the
// event completed is events.synchronize.waits_for_captured_work.
#include "cudasem/cudasem.h"
#include "../events.h"

CUDASEM_CASE(CudaEventSynchronize, BlockingSyncCpuTime,
    {
        .api = {"cudaEventSynchronize"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaEventSynchronize",
            .quote =
                "Waiting for an event that was created with the cudaEventBlockingSync flag will cause the calling CPU thread to block until the event has been completed by the device."},
        .claim = cudasem::Claim::hedge,
        .needs = {cudasem::linux_os()},
    }) {
  cudasem::events::record_event_synchronize_cpu_time(cudaEventBlockingSync);
}
