// SPDX-License-Identifier: Apache-2.0
// cudaMemPoolReuseFollowEventDependencies is enabled by default: reads 1 on a newly created pool and on the
// device's default pool.
#include "../pool_helpers.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolReuse, FollowEventDependenciesDefaultEnabled, {
    .api = {"cudaMemPoolGetAttribute"},
    .cite = {.doc = "RT", .section = "cudaMemPoolGetAttribute",
             .quote = "Allow cudaMallocAsync to use memory asynchronously freed in another stream as long as a stream ordering dependency of the allocating stream on the free action exists. Cuda events and null stream interactions can create the required stream ordered dependencies. (default enabled)"},
    .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
}) {
  using namespace cudasem_mempool;
  MemPool pool = make_pool(device_pool_props(0));
  ASSERT_NE(pool.get(), nullptr);
  cudaMemPool_t default_pool = nullptr;
  CUDASEM_ASSERT_OK(cudaDeviceGetDefaultMemPool(&default_pool, 0));

  const int created = get_int(pool.get(), cudaMemPoolReuseFollowEventDependencies);
  const int by_default = get_int(default_pool, cudaMemPoolReuseFollowEventDependencies);

  cudasem::observe("created_pool", created);
  cudasem::observe("default_pool", by_default);
  EXPECT_EQ(created, 1);
  EXPECT_EQ(by_default, 1);
}
