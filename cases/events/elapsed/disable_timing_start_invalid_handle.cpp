// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaEventElapsedTime, DisableTimingStartInvalidHandle, {
    .api = {"cudaEventElapsedTime"},
    .cite = {.doc = "RT", .section = "cudaEventElapsedTime",
             .quote = "If either event was created with the cudaEventDisableTiming flag, then this function will "
                      "return cudaErrorInvalidResourceHandle."},
}) {
  cudasem::Stream stream(cudaStreamNonBlocking);
  cudasem::Event start(cudaEventDisableTiming), end(cudaEventDefault);
  CUDASEM_ASSERT_OK(cudaEventRecord(start, stream));
  CUDASEM_ASSERT_OK(cudasem::kernels::launch_empty(stream));
  CUDASEM_ASSERT_OK(cudaEventRecord(end, stream));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));
  float ms = -1.0f;

  const cudaError_t result = cudaEventElapsedTime(&ms, start, end);

  CUDASEM_EXPECT_ERROR_OF(cudaEventElapsedTime, result, cudaErrorInvalidResourceHandle);
}
