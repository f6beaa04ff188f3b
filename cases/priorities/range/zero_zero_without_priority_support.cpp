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

  cudasem::observe("least_priority", least);
  cudasem::observe("greatest_priority", greatest);
  EXPECT_EQ(least, 0);
  EXPECT_EQ(greatest, 0);
}
