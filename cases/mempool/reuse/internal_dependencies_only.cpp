// SPDX-License-Identifier: Apache-2.0
// Characterization: a pool whose only reuse policy is cudaMemPoolReuseAllowInternalDependencies.
// Stream A frees behind a gate; stream B then allocates the same size. Records whether B got
// A's address and whether B was made to wait for A (a probe in B after the allocation).
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolReuse, InternalDependenciesOnly,
    {
        .api = {"cudaMemPoolSetAttribute"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMemPoolSetAttribute",
            .quote =
                "Allow cudaMallocAsync to insert new stream dependencies in order to establish the stream ordering required to reuse a piece of memory released by cudaFreeAsync (default enabled)."},
        .claim = cudasem::Claim::hedge,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::mempool;
  ReuseOutcome r;

  ASSERT_NO_FATAL_FAILURE(allocate_while_free_pending({.internal_dependencies = 1}, r));

  cudasem::observe("b_got_a_address", r.b_got_a_address);
  cudasem::observe("b_waited_for_a", !r.probe_ran_while_held);
}
