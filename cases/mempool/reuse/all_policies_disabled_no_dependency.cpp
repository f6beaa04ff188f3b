// SPDX-License-Identifier: Apache-2.0
// With every reuse policy disabled (internal dependencies not allowed), an allocation in
// stream B while stream A's free is still held by a gate must neither make B wait for A nor
// return A's memory: a probe in B after the allocation runs while the gate still holds A.
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolReuse, AllPoliciesDisabledNoDependency,
    {
        .api = {"cudaMemPoolSetAttribute"},
        .cite = {.doc = "RT",
            .section = "cudaMemPoolSetAttribute",
            .quote =
                "Allow cudaMallocAsync to insert new stream dependencies in order to establish the stream ordering required to reuse a piece of memory released by cudaFreeAsync (default enabled)."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::mempool;
  ReuseOutcome r;

  ASSERT_NO_FATAL_FAILURE(allocate_while_free_pending(ReusePolicies{}, r));

  CUDASEM_EXPECT_TRUE_NAMED("stream_b.probe_ran_while_held", r.probe_ran_while_held)
      << "the allocation made stream B wait for stream A";
  CUDASEM_EXPECT_EQ_NAMED("b_got_a_address", r.b_got_a_address, false) << "stream B got memory whose free had not run";
}
