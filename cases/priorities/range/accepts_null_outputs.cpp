// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(StreamPriorityRange, AcceptsNullOutputs, {
    .id = "priorities.range.accepts_null_outputs",
    .cite = {.doc = "RT", .section = "cudaDeviceGetStreamPriorityRange",
             .quote = "A NULL may be passed in for *leastPriority or *greatestPriority if the value is not desired.",
             .version = "13.0"},
}) {
  int least = 1000, greatest = 1000;

  cudaError_t both_null = cudaDeviceGetStreamPriorityRange(nullptr, nullptr);
  cudaError_t greatest_null = cudaDeviceGetStreamPriorityRange(&least, nullptr);
  cudaError_t least_null = cudaDeviceGetStreamPriorityRange(nullptr, &greatest);

  CUDASEM_EXPECT_ERROR(both_null, cudaSuccess);
  CUDASEM_EXPECT_ERROR(greatest_null, cudaSuccess);
  CUDASEM_EXPECT_ERROR(least_null, cudaSuccess);
}
