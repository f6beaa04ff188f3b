// SPDX-License-Identifier: Apache-2.0
// cudaDeviceGetMemPool returns the last pool given to cudaDeviceSetMemPool: after setting a
// created pool, then another, it returns the second.
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolCurrent, GetReturnsLastSetPool,
    {
        .api = {"cudaDeviceGetMemPool"},
        .cite = {.doc = "RT",
            .section = "cudaDeviceGetMemPool",
            .quote =
                "Returns the last pool provided to cudaDeviceSetMemPool for this device or the device's default memory pool if cudaDeviceSetMemPool has never been called."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::mempool;
  MemPool first = make_pool(device_pool_props(0));
  MemPool second = make_pool(device_pool_props(0));
  ASSERT_NE(first.get(), nullptr);
  ASSERT_NE(second.get(), nullptr);
  cudaMemPool_t by_default = nullptr, current = nullptr;
  CUDASEM_ASSERT_OK(cudaDeviceGetDefaultMemPool(&by_default, 0));

  CUDASEM_ASSERT_OK(cudaDeviceSetMemPool(0, first.get()));
  CUDASEM_ASSERT_OK(cudaDeviceSetMemPool(0, second.get()));
  CUDASEM_ASSERT_OK(cudaDeviceGetMemPool(&current, 0));

  CUDASEM_EXPECT_TRUE_NAMED("current_is_last_set", current == second.get());
  CUDASEM_EXPECT_OK(cudaDeviceSetMemPool(0, by_default));
}
