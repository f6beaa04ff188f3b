// SPDX-License-Identifier: Apache-2.0
// An event recorded on device 1 can be queried and synchronized with device 0 current: the query
// says NotReady while a gate holds device 1's stream, and after the release synchronize and
// query succeed.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CrossDeviceEvents, EventQueryAndSyncFromOtherDeviceSucceed,
    {
        .api = {"cudaEventQuery", "cudaEventRecord"},
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 6.2.9.3. Stream and Event Behavior",
            .quote =
                "cudaEventSynchronize() and cudaEventQuery() will succeed even if the input event is associated to a device that is different from the current device."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::gpus(2)},
        .timeout_s = 120,
        .exclusive = true,
    }) {
  CUDASEM_ASSERT_OK(cudaSetDevice(1));
  cudasem::Stream s1(cudaStreamNonBlocking);
  cudasem::Event e1(cudaEventDisableTiming);
  cudasem::Gate gate;
  gate.launch(s1);
  CUDASEM_ASSERT_OK(cudaEventRecord(e1, s1));
  gate.arm_watchdog(cudasem::milliseconds(20000));
  CUDASEM_ASSERT_TRUE_NAMED("gate.started", gate.wait_started());
  CUDASEM_ASSERT_OK(cudaSetDevice(0));

  cudaError_t while_held = cudaEventQuery(e1);
  const bool held_at_query = !gate.released();
  gate.release();
  cudaError_t sync = cudaEventSynchronize(e1);
  cudaError_t after = cudaEventQuery(e1);

  cudasem::observe("query_while_gate_held", while_held);
  CUDASEM_EXPECT_TRUE_NAMED("gate.held_at_query", held_at_query);
  {
    cudasem::CheckLabel label("while_gate_held");
    CUDASEM_EXPECT_ERROR_OF(cudaEventQuery, while_held, cudaErrorNotReady);
  }
  CUDASEM_EXPECT_OK_OF(cudaEventSynchronize, sync);
  {
    cudasem::CheckLabel label("after_release");
    CUDASEM_EXPECT_OK_OF(cudaEventQuery, after);
  }
  CUDASEM_EXPECT_TRUE_NAMED("gate.finished_after_sync", gate.finished());
  cudasem::last_error(cudasem::LastError::clear);
  CUDASEM_ASSERT_OK(cudaSetDevice(1));
}
