// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"
#include "../callbacks.h"

CUDASEM_CASE(CudaStreamAddCallback, RunsAfterPriorWork,
    {
        .api = {"cudaStreamAddCallback"},
        .cite = {.doc = "RT",
            .section = "cudaStreamAddCallback",
            .quote = "Adds a callback to be called on the host after all currently enqueued items in the stream "
                     "have completed."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::callbacks;
  cudasem::Stream stream(cudaStreamNonBlocking);
  cudasem::Gate gate;
  Seen seen;
  seen.gate = &gate;
  gate.launch(stream);

  CUDASEM_ASSERT_OK(cudaStreamAddCallback(stream, as_stream_callback<record_gate>, &seen, 0));
  gate.arm_watchdog(cudasem::milliseconds(100));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));

  CUDASEM_ASSERT_TRUE_NAMED("callback.ran", seen.ran.load());
  CUDASEM_EXPECT_TRUE_NAMED("callback_saw_gate_finished", seen.gate_finished.load());
}
