// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaStreamGetId, AcceptsSpecialStreams, {
    .id = "streams.get_id.accepts_special_streams",
    .cite = {.doc = "RT", .section = "cudaStreamGetId",
             .quote = "any of the special streams such as the NULL stream, cudaStreamLegacy and "
                      "cudaStreamPerThread respectively.",
             .version = "13.0"},
}) {
  unsigned long long null_id = 0, legacy_id = 0, per_thread_id = 0;

  const cudaError_t null_result = cudaStreamGetId(cudaStream_t{}, &null_id);
  const cudaError_t legacy_result = cudaStreamGetId(cudaStreamLegacy, &legacy_id);
  const cudaError_t per_thread_result = cudaStreamGetId(cudaStreamPerThread, &per_thread_id);

  CUDASEM_EXPECT_ERROR(null_result, cudaSuccess);
  CUDASEM_EXPECT_ERROR(legacy_result, cudaSuccess);
  CUDASEM_EXPECT_ERROR(per_thread_result, cudaSuccess);
  cudasem::observe("null_id", null_id);
  cudasem::observe("legacy_id", legacy_id);
  cudasem::observe("per_thread_id", per_thread_id);
}
