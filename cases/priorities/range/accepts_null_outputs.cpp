// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(StreamPriorityRange, AcceptsNullOutputs,
    {
        .api = {"cudaDeviceGetStreamPriorityRange"},
        .cite = {.doc = "RT",
            .section = "cudaDeviceGetStreamPriorityRange",
            .quote = "A NULL may be passed in for *leastPriority or *greatestPriority if the value is not desired."},
        .claim = cudasem::Claim::promise,
    }) {
  int least = 1000, greatest = 1000;

  cudaError_t both_null = cudaDeviceGetStreamPriorityRange(nullptr, nullptr);
  cudaError_t greatest_null = cudaDeviceGetStreamPriorityRange(&least, nullptr);
  cudaError_t least_null = cudaDeviceGetStreamPriorityRange(nullptr, &greatest);

  {
    cudasem::CheckLabel label("both_null");
    CUDASEM_EXPECT_ERROR_OF(cudaDeviceGetStreamPriorityRange, both_null, cudaSuccess);
  }
  {
    cudasem::CheckLabel label("greatest_null");
    CUDASEM_EXPECT_ERROR_OF(cudaDeviceGetStreamPriorityRange, greatest_null, cudaSuccess);
  }
  {
    cudasem::CheckLabel label("least_null");
    CUDASEM_EXPECT_ERROR_OF(cudaDeviceGetStreamPriorityRange, least_null, cudaSuccess);
  }
}
