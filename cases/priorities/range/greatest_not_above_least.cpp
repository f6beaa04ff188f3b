// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(StreamPriorityRange, GreatestNotAboveLeast, {
    .id = "priorities.range.greatest_not_above_least",
    .cite = {.doc = "RT", .section = "cudaDeviceGetStreamPriorityRange",
             .quote = "The range of meaningful stream priorities is given by [*greatestPriority, *leastPriority].",
             .version = "13.0"},
}) {
  int least = 1000, greatest = 1000;

  CUDASEM_ASSERT_OK(cudaDeviceGetStreamPriorityRange(&least, &greatest));

  cudasem::observe("range", "[" + std::to_string(greatest) + ", " + std::to_string(least) + "]");
  cudasem::observe("least", least);
  cudasem::observe("greatest", greatest);
  EXPECT_LE(greatest, least) << "lower numbers imply greater priorities";
}
