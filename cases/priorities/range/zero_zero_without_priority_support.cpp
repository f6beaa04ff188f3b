// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(StreamPriorityRange, ZeroZeroWithoutPrioritySupport,
    {
        .api = {"cudaDeviceGetStreamPriorityRange"},
        .cite = {.doc = "RT",
            .section = "cudaDeviceGetStreamPriorityRange",
            .quote =
                "This function will return '0' in both *leastPriority and *greatestPriority if the current context's device does not support stream priorities"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("streamPrioritiesSupported") == 0},
    }) {
  int least = 1000, greatest = 1000;

  CUDASEM_ASSERT_OK(cudaDeviceGetStreamPriorityRange(&least, &greatest));

  CUDASEM_EXPECT_EQ_NAMED("least_priority", least, 0);
  CUDASEM_EXPECT_EQ_NAMED("greatest_priority", greatest, 0);
}
