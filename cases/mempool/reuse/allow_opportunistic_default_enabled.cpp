// SPDX-License-Identifier: Apache-2.0
// cudaMemPoolReuseAllowOpportunistic is enabled by default: reads 1 on a newly created pool and on the
// device's default pool.
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolReuse, AllowOpportunisticDefaultEnabled,
    {
        .api = {"cudaMemPoolGetAttribute"},
        .cite = {.doc = "RT",
            .section = "cudaMemPoolGetAttribute",
            .quote =
                "Allow reuse of already completed frees when there is no dependency between the free and allocation. (default enabled)"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  cudasem::mempool::expect_policy_enabled_by_default(cudaMemPoolReuseAllowOpportunistic);
}
