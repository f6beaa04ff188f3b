// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"
#include "../callbacks.h"

CUDASEM_CASE(CudaStreamAddCallback, Stream0IgnoresNonBlockingStream,
    {
        .api = {"cudaStreamAddCallback", "cudaStreamCreateWithPriority"},
        .kind = cudasem::Kind::characterization,  // "should": observed and recorded, never a verdict
        .cite = {.doc = "RT",
            .section = "cudaStreamCreateWithFlags",
            .quote = "the created stream should perform no implicit synchronization with stream 0."},
        .claim = cudasem::Claim::caller_requirement,
    }) {
  using namespace cudasem::callbacks;
  cudasem::Stream non_blocking(cudaStreamNonBlocking);
  cudasem::Gate gate;
  Seen seen;
  seen.gate = &gate;
  gate.launch(non_blocking);

  CUDASEM_ASSERT_OK(cudaStreamAddCallback(cudaStream_t{}, as_stream_callback<record_gate>, &seen, 0));
  gate.arm_watchdog(cudasem::milliseconds(5000));  // a false failure needs the callback to take 5 s
  for (int i = 0; i < 40000 && !seen.ran; ++i) std::this_thread::sleep_for(cudasem::milliseconds(1));
  gate.release();
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());

  cudasem::observe("callback_ran_while_gate_held", seen.ran && !seen.gate_finished);
}
