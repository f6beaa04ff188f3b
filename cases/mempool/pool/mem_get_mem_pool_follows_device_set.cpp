// SPDX-License-Identifier: Apache-2.0
// cudaMemGetMemPool returns the last pool given to cudaDeviceSetMemPool for that location: after
// cudaDeviceSetMemPool(0, pool), cudaMemGetMemPool for device 0 and pinned memory returns pool.
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemLocationPool, GetFollowsDeviceSet,
    {
        .api = {"cudaMemGetMemPool"},
        .cite = {.doc = "RT",
            .section = "cudaMemGetMemPool",
            .quote =
                "Returns the last pool provided to cudaMemSetMemPool or cudaDeviceSetMemPool for this location and allocation type or the location's default memory pool if cudaMemSetMemPool or cudaDeviceSetMemPool for that allocType and location has never been called."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::mempool;
  MemPool pool = make_pool(device_pool_props(0));
  ASSERT_NE(pool.get(), nullptr);
  cudaMemLocation dev0 = device_location(0);
  cudaMemPool_t by_default = nullptr, current = nullptr;
  CUDASEM_ASSERT_OK(cudaDeviceGetDefaultMemPool(&by_default, 0));
  CUDASEM_ASSERT_OK(cudaDeviceSetMemPool(0, pool.get()));

  CUDASEM_ASSERT_OK(cudaMemGetMemPool(&current, &dev0, cudaMemAllocationTypePinned));

  CUDASEM_EXPECT_TRUE_NAMED("location_current_is_set_pool", current == pool.get());
  CUDASEM_EXPECT_OK(cudaDeviceSetMemPool(0, by_default));
}
