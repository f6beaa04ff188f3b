// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"
#include "../callbacks.h"

CUDASEM_CASE(CudaStreamAddCallback, Stream0WaitsBlockingStream,
    {
        .api = {"cudaStreamAddCallback"},
        .cite = {.doc = "SSYNC",
            .section = "Legacy default stream",
            .quote = "the legacy stream first waits on all blocking streams, the action is queued in the legacy "
                     "stream, and then all blocking streams wait on the legacy stream."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::callbacks;
  cudasem::Stream blocking(cudaStreamDefault);
  cudasem::Gate gate;
  Seen seen;
  seen.gate = &gate;
  gate.launch(blocking);

  CUDASEM_ASSERT_OK(cudaStreamAddCallback(cudaStream_t{}, as_stream_callback<record_gate>, &seen, 0));
  gate.arm_watchdog(cudasem::milliseconds(100));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());

  CUDASEM_ASSERT_TRUE_NAMED("callback.ran", seen.ran.load());
  CUDASEM_EXPECT_TRUE_NAMED("callback_saw_gate_finished", seen.gate_finished.load());
}
