// SPDX-License-Identifier: Apache-2.0
// cudaMemPoolReuseFollowEventDependencies is enabled by default: reads 1 on a newly created pool and on the
// device's default pool.
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolReuse, FollowEventDependenciesDefaultEnabled,
    {
        .api = {"cudaMemPoolGetAttribute"},
        .cite = {.doc = "RT",
            .section = "cudaMemPoolGetAttribute",
            .quote =
                "Allow cudaMallocAsync to use memory asynchronously freed in another stream as long as a stream ordering dependency of the allocating stream on the free action exists. Cuda events and null stream interactions can create the required stream ordered dependencies. (default enabled)"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  cudasem::mempool::expect_policy_enabled_by_default(cudaMemPoolReuseFollowEventDependencies);
}
