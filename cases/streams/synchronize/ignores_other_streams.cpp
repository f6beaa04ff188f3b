// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaStreamSynchronize, IgnoresOtherStreams,
    {
        .api = {"cudaStreamSynchronize"},
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 6.2.8.5.3. Explicit Synchronization",
            .quote = "It can be used to synchronize the host with a specific stream, allowing other streams to "
                     "continue executing on the device."},
        .claim = cudasem::Claim::promise,
        .sanitizer_limits = cudasem::under_every_tool(
            "under compute-sanitizer cudaStreamSynchronize waited for a gated kernel in another stream, which changes the behavior under test"),
    }) {
  cudasem::Stream gated(cudaStreamNonBlocking);
  cudasem::Stream other(cudaStreamNonBlocking);

  auto r = cudasem::call_behind_gate_expecting_return(gated, [&] {
    CUDASEM_EXPECT_OK(cudasem::kernels::launch_empty(other));
    CUDASEM_EXPECT_OK(cudaStreamSynchronize(other));
  });

  cudasem::measure("gate_attempts", r.attempts);
  CUDASEM_EXPECT_TRUE_NAMED("returned_before_release", r.returned_before_release);
  CUDASEM_EXPECT_EQ_NAMED("gate_finished_at_return", r.gate_finished_at_return, false);
}
