// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaStreamQuery, EmptyStreamSuccess,
    {
        .api = {"cudaStreamQuery"},
        .cite = {.doc = "RT",
            .section = "cudaStreamQuery",
            .quote = "Returns cudaSuccess if all operations in stream have completed"},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::Stream stream(cudaStreamNonBlocking);

  const cudaError_t result = cudaStreamQuery(stream);

  CUDASEM_EXPECT_ERROR_OF(cudaStreamQuery, result, cudaSuccess);
}
