// SPDX-License-Identifier: Apache-2.0
// Characterization: a pool whose only reuse policy is cudaMemPoolReuseFollowEventDependencies.
// Stream A frees behind a gate and records an event; stream B waits for the event and then
// allocates the same size and fills it. Records whether B got A's address and B's data.
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolReuse, FollowEventDependenciesOnly,
    {
        .api = {"cudaMemPoolSetAttribute"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMemPoolSetAttribute",
            .quote =
                "Allow cudaMallocAsync to use memory asynchronously freed in another stream as long as a stream ordering dependency of the allocating stream on the free action exists."},
        .claim = cudasem::Claim::hedge,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
        .sanitizer_limits = {{"initcheck", cudasem::kInitcheckWaitsBehindGate}},
    }) {
  ASSERT_NO_FATAL_FAILURE(cudasem::mempool::allocate_after_event_on_free({.follow_event_dependencies = 1}));
}
