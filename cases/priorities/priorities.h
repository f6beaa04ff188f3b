// SPDX-License-Identifier: Apache-2.0
// Shared by the priorities cases: the clamping body (stream priorities beyond either end of the
// device's range are created and read back as that end).
#pragma once

#include <string>

#include "cudasem/cudasem.h"

namespace cudasem::priorities {

// Which end of [greatest, least] the requested priorities lie beyond.
enum class Beyond { least, greatest };

// Creates two non-blocking streams with priorities 1 and 100 beyond `end` (least + 1 and
// least + 100, or greatest - 1 and greatest - 100); both creations must succeed (checks labelled
// "least_plus_1" ... "greatest_minus_100"), and both streams must read back that end's priority.
// Records "priority_of_<label>". A fatal failure returns early (call it last).
inline void priorities_beyond_range_are_clamped(Beyond end) {
  int least = 0, greatest = 0;
  CUDASEM_ASSERT_OK(cudaDeviceGetStreamPriorityRange(&least, &greatest));
  const int edge = end == Beyond::least ? least : greatest, step = end == Beyond::least ? 1 : -1;
  const std::string near_label = end == Beyond::least ? "least_plus_1" : "greatest_minus_1";
  const std::string far_label = near_label + "00";
  cudaStream_t near_stream = nullptr, far_stream = nullptr;

  cudaError_t r1 = cudaStreamCreateWithPriority(&near_stream, cudaStreamNonBlocking, edge + step);
  cudaError_t r2 = cudaStreamCreateWithPriority(&far_stream, cudaStreamNonBlocking, edge + 100 * step);
  cudasem::Owner<cudaStream_t, &cudaStreamDestroy> own1(near_stream), own2(far_stream);

  int got1 = 1000, got2 = 1000;
  {
    cudasem::CheckLabel label(near_label.c_str());
    CUDASEM_EXPECT_ERROR_OF(cudaStreamCreateWithPriority, r1, cudaSuccess);
  }
  {
    cudasem::CheckLabel label(far_label.c_str());
    CUDASEM_EXPECT_ERROR_OF(cudaStreamCreateWithPriority, r2, cudaSuccess);
  }
  CUDASEM_ASSERT_TRUE_NAMED("streams.created", near_stream && far_stream);
  CUDASEM_ASSERT_OK(cudaStreamGetPriority(near_stream, &got1));
  CUDASEM_ASSERT_OK(cudaStreamGetPriority(far_stream, &got2));
  cudasem::observe("priority_of_" + near_label, got1);
  cudasem::observe("priority_of_" + far_label, got2);
  CUDASEM_EXPECT_EQ_NAMED("near_priority.clamped_to_end", got1, edge);
  CUDASEM_EXPECT_EQ_NAMED("far_priority.clamped_to_end", got2, edge);
}

}  // namespace cudasem::priorities
