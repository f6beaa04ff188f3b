// SPDX-License-Identifier: Apache-2.0
// cudaMemPoolReuseAllowInternalDependencies is enabled by default: reads 1 on a newly created pool and on the
// device's default pool.
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolReuse, AllowInternalDependenciesDefaultEnabled,
    {
        .api = {"cudaMemPoolGetAttribute"},
        .cite = {.doc = "RT",
            .section = "cudaMemPoolGetAttribute",
            .quote =
                "Allow cudaMallocAsync to insert new stream dependencies in order to establish the stream ordering required to reuse a piece of memory released by cudaFreeAsync (default enabled)."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  cudasem::mempool::expect_policy_enabled_by_default(cudaMemPoolReuseAllowInternalDependencies);
}
