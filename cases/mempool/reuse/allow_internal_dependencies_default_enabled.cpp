// SPDX-License-Identifier: Apache-2.0
// cudaMemPoolReuseAllowInternalDependencies is enabled by default: reads 1 on a newly created pool and on the
// device's default pool.
#include "../pool_helpers.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolReuse, AllowInternalDependenciesDefaultEnabled, {
    .api = {"cudaMemPoolGetAttribute"},
    .cite = {.doc = "RT", .section = "cudaMemPoolGetAttribute",
             .quote = "Allow cudaMallocAsync to insert new stream dependencies in order to establish the stream ordering required to reuse a piece of memory released by cudaFreeAsync (default enabled)."},
    .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
}) {
  using namespace cudasem_mempool;
  MemPool pool = make_pool(device_pool_props(0));
  ASSERT_NE(pool.get(), nullptr);
  cudaMemPool_t default_pool = nullptr;
  CUDASEM_ASSERT_OK(cudaDeviceGetDefaultMemPool(&default_pool, 0));

  const int created = get_int(pool.get(), cudaMemPoolReuseAllowInternalDependencies);
  const int by_default = get_int(default_pool, cudaMemPoolReuseAllowInternalDependencies);

  cudasem::observe("created_pool", created);
  cudasem::observe("default_pool", by_default);
  EXPECT_EQ(created, 1);
  EXPECT_EQ(by_default, 1);
}
