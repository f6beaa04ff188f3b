// SPDX-License-Identifier: Apache-2.0
// Priorities numerically below the greatest priority (greatest - 1 and -100) read back as greatest.
#include "cudasem/cudasem.h"

CUDASEM_CASE(StreamPriority, ClampsBelowGreatest, {
    .api = {"cudaStreamGetPriority"},
    .cite = {.doc = "RT", .section = "cudaStreamGetPriority",
             .quote = "if the stream was created with a priority outside the meaningful numerical range returned by cudaDeviceGetStreamPriorityRange, this function returns the clamped priority."},
}) {
  int least = 0, greatest = 0;
  CUDASEM_ASSERT_OK(cudaDeviceGetStreamPriorityRange(&least, &greatest));
  cudaStream_t one_below = nullptr, far_below = nullptr;

  cudaError_t r1 = cudaStreamCreateWithPriority(&one_below, cudaStreamNonBlocking, greatest - 1);
  cudaError_t r2 = cudaStreamCreateWithPriority(&far_below, cudaStreamNonBlocking, greatest - 100);
  cudasem::Owner<cudaStream_t, &cudaStreamDestroy> own1(one_below), own2(far_below);

  int got1 = 1000, got2 = 1000;
  {
    cudasem::CheckLabel label("greatest_minus_1");
    CUDASEM_EXPECT_ERROR_OF(cudaStreamCreateWithPriority, r1, cudaSuccess);
  }
  {
    cudasem::CheckLabel label("greatest_minus_100");
    CUDASEM_EXPECT_ERROR_OF(cudaStreamCreateWithPriority, r2, cudaSuccess);
  }
  ASSERT_TRUE(one_below && far_below);
  CUDASEM_ASSERT_OK(cudaStreamGetPriority(one_below, &got1));
  CUDASEM_ASSERT_OK(cudaStreamGetPriority(far_below, &got2));
  cudasem::observe("priority_of_greatest_minus_1", got1);
  cudasem::observe("priority_of_greatest_minus_100", got2);
  EXPECT_EQ(got1, greatest);
  EXPECT_EQ(got2, greatest);
}
