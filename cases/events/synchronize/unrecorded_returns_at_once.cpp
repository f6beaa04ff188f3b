// SPDX-License-Identifier: Apache-2.0
// A gate holds stream 0 (which every blocking stream waits for) while the call is made.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaEventSynchronize, UnrecordedReturnsAtOnce,
    {
        .api = {"cudaEventSynchronize"},
        .cite = {.doc = "RT",
            .section = "cudaEventRecord",
            .quote = "Before the first call to cudaEventRecord(), an event represents an empty set of work"},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::Event event;
  cudaError_t result = cudaErrorUnknown;

  auto r = cudasem::call_behind_gate_expecting_return(cudaStream_t{}, [&] { result = cudaEventSynchronize(event); });

  cudasem::measure("gate_attempts", r.attempts);
  CUDASEM_EXPECT_TRUE_NAMED("returned_before_release", r.returned_before_release);
  CUDASEM_EXPECT_ERROR_OF(cudaEventSynchronize, result, cudaSuccess);
}
