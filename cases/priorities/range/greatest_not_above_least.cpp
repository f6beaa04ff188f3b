// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(StreamPriorityRange, GreatestNotAboveLeast,
    {
        .api = {"cudaDeviceGetStreamPriorityRange"},
        .cite = {.doc = "RT",
            .section = "cudaDeviceGetStreamPriorityRange",
            .quote = "The range of meaningful stream priorities is given by [*greatestPriority, *leastPriority]."},
        .claim = cudasem::Claim::promise,
    }) {
  int least = 1000, greatest = 1000;

  CUDASEM_ASSERT_OK(cudaDeviceGetStreamPriorityRange(&least, &greatest));

  cudasem::environment("priority_range", "[" + std::to_string(greatest) + ", " + std::to_string(least) + "]");
  cudasem::environment("least_priority", least);
  cudasem::environment("greatest_priority", greatest);
  CUDASEM_EXPECT_TRUE_NAMED("priority_range.greatest_not_above_least", greatest <= least)
      << "lower numbers imply greater priorities";
}
