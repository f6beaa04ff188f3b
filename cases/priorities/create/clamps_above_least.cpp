// SPDX-License-Identifier: Apache-2.0
// Priorities numerically above the least priority (least + 1 and 100) read back as least.
#include "cudasem/cudasem.h"

CUDASEM_CASE(StreamPriority, ClampsAboveLeast, {
    .api = {"cudaStreamCreateWithPriority"},
    .cite = {.doc = "RT", .section = "cudaStreamCreateWithPriority",
             .quote = "it will automatically be clamped to the lowest or the highest number in the range."},
}) {
  int least = 0, greatest = 0;
  CUDASEM_ASSERT_OK(cudaDeviceGetStreamPriorityRange(&least, &greatest));
  cudaStream_t one_above = nullptr, far_above = nullptr;

  cudaError_t r1 = cudaStreamCreateWithPriority(&one_above, cudaStreamNonBlocking, least + 1);
  cudaError_t r2 = cudaStreamCreateWithPriority(&far_above, cudaStreamNonBlocking, least + 100);
  cudasem::Owner<cudaStream_t, &cudaStreamDestroy> own1(one_above), own2(far_above);

  int got1 = 1000, got2 = 1000;
  {
    cudasem::CheckLabel label("least_plus_1");
    CUDASEM_EXPECT_ERROR_OF(cudaStreamCreateWithPriority, r1, cudaSuccess);
  }
  {
    cudasem::CheckLabel label("least_plus_100");
    CUDASEM_EXPECT_ERROR_OF(cudaStreamCreateWithPriority, r2, cudaSuccess);
  }
  ASSERT_TRUE(one_above && far_above);
  CUDASEM_ASSERT_OK(cudaStreamGetPriority(one_above, &got1));
  CUDASEM_ASSERT_OK(cudaStreamGetPriority(far_above, &got2));
  cudasem::observe("priority_of_least_plus_1", got1);
  cudasem::observe("priority_of_least_plus_100", got2);
  EXPECT_EQ(got1, least);
  EXPECT_EQ(got2, least);
}
