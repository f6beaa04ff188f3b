// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaStreamGetId, AcceptsSpecialStreams,
    {
        .api = {"cudaStreamGetId"},
        .cite = {.doc = "RT",
            .section = "cudaStreamGetId",
            .quote = "any of the special streams such as the NULL stream, cudaStreamLegacy and "
                     "cudaStreamPerThread respectively."},
        .claim = cudasem::Claim::promise,
    }) {
  unsigned long long null_id = 0, legacy_id = 0, per_thread_id = 0;

  const cudaError_t null_result = cudaStreamGetId(cudaStream_t{}, &null_id);
  const cudaError_t legacy_result = cudaStreamGetId(cudaStreamLegacy, &legacy_id);
  const cudaError_t per_thread_result = cudaStreamGetId(cudaStreamPerThread, &per_thread_id);

  {
    cudasem::CheckLabel label("null_stream");
    CUDASEM_EXPECT_ERROR_OF(cudaStreamGetId, null_result, cudaSuccess);
  }
  {
    cudasem::CheckLabel label("legacy_stream");
    CUDASEM_EXPECT_ERROR_OF(cudaStreamGetId, legacy_result, cudaSuccess);
  }
  {
    cudasem::CheckLabel label("per_thread_stream");
    CUDASEM_EXPECT_ERROR_OF(cudaStreamGetId, per_thread_result, cudaSuccess);
  }
  // The ids are the runtime's to choose (cudaStreamPerThread's was 13 with one GPU visible, 14 with
  // two): measurements.
  cudasem::measure("null_stream.id", null_id);
  cudasem::measure("legacy_stream.id", legacy_id);
  cudasem::measure("per_thread_stream.id", per_thread_id);
}
