// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaEventQuery, UnrecordedReturnsSuccess,
    {
        .api = {"cudaEventQuery"},
        .cite = {.doc = "RT",
            .section = "cudaEventRecord",
            .quote = "Before the first call to cudaEventRecord(), an event represents an empty set of work, so "
                     "for example cudaEventQuery() would return cudaSuccess."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::Event event;

  const cudaError_t result = cudaEventQuery(event);

  CUDASEM_EXPECT_ERROR_OF(cudaEventQuery, result, cudaSuccess);
}
