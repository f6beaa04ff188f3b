// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaEventDestroy, PendingReturnsAtOnce,
    {
        .api = {"cudaEventDestroy"},
        .cite = {.doc = "RT",
            .section = "cudaEventDestroy",
            .quote = "In this case, the call does not block on completion of the event, and any associated "
                     "resources will automatically be released asynchronously at completion."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::Stream stream(cudaStreamNonBlocking);

  auto r = cudasem::call_behind_gate_expecting_return(stream, [&] {
    cudaEvent_t event = nullptr;
    CUDASEM_EXPECT_OK(cudaEventCreate(&event));
    CUDASEM_EXPECT_OK(cudaEventRecord(event, stream));
    CUDASEM_EXPECT_OK(cudaEventDestroy(event));
  });

  cudasem::measure("gate_attempts", r.attempts);
  CUDASEM_EXPECT_TRUE_NAMED("returned_before_release", r.returned_before_release);
  CUDASEM_EXPECT_OK(cudaStreamSynchronize(stream));
}
