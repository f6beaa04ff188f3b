// SPDX-License-Identifier: Apache-2.0
// Every priority in [greatest, least] reads back unchanged.
#include "cudasem/cudasem.h"

CUDASEM_CASE(StreamPriority, InRangeRoundTrips,
    {
        .api = {"cudaStreamGetPriority"},
        .cite = {.doc = "RT", .section = "cudaStreamGetPriority", .quote = "Query the priority of a stream."},
        .claim = cudasem::Claim::promise,
    }) {
  int least = 0, greatest = 0;
  CUDASEM_ASSERT_OK(cudaDeviceGetStreamPriorityRange(&least, &greatest));
  CUDASEM_ASSERT_TRUE_NAMED("priority_range.greatest_not_above_least", greatest <= least);
  int mismatches = 0;

  for (int p = greatest; p <= least; ++p) {
    cudasem::Stream s(cudaStreamNonBlocking, p);
    int got = 1000;
    CUDASEM_ASSERT_OK(cudaStreamGetPriority(s, &got));
    if (got != p) {
      ++mismatches;
      ADD_FAILURE() << "created with priority " << p << ", cudaStreamGetPriority returned " << got;
    }
  }

  cudasem::environment("priority_levels", least - greatest + 1);
  CUDASEM_EXPECT_EQ_NAMED("mismatched_priorities", mismatches, 0);
}
