// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaStreamQuery, EmptyStreamSuccess, {
    .id = "streams.query.empty_stream_success",
    .cite = {.doc = "RT", .section = "cudaStreamQuery",
             .quote = "Returns cudaSuccess if all operations in stream have completed", .version = "13.0"},
}) {
  cudasem::Stream stream(cudaStreamNonBlocking);

  const cudaError_t result = cudaStreamQuery(stream);

  CUDASEM_EXPECT_ERROR(result, cudaSuccess);
}
