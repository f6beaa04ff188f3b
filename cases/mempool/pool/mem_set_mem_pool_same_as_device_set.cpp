// SPDX-License-Identifier: Apache-2.0
// cudaMemSetMemPool for a device location and pinned memory acts as cudaDeviceSetMemPool: the
// device's current pool (cudaDeviceGetMemPool) becomes the pool that was set.
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemLocationPool, SetEquivalentToDeviceSet,
    {
        .api = {"cudaMemSetMemPool"},
        .cite = {.doc = "RT",
            .section = "cudaMemSetMemPool",
            .quote =
                "If the location type is cudaMemLocationTypeDevice and the allocation type is cudaMemAllocationTypePinned, then this API is the equivalent of calling cudaDeviceSetMemPool with the location id as the device."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::mempool;
  MemPool pool = make_pool(device_pool_props(0));
  ASSERT_NE(pool.get(), nullptr);
  cudaMemLocation dev0 = device_location(0);
  cudaMemPool_t by_default = nullptr, current = nullptr, location_current = nullptr;
  CUDASEM_ASSERT_OK(cudaDeviceGetDefaultMemPool(&by_default, 0));

  CUDASEM_ASSERT_OK(cudaMemSetMemPool(&dev0, cudaMemAllocationTypePinned, pool.get()));

  CUDASEM_ASSERT_OK(cudaDeviceGetMemPool(&current, 0));
  CUDASEM_ASSERT_OK(cudaMemGetMemPool(&location_current, &dev0, cudaMemAllocationTypePinned));
  cudasem::observe("location_current_is_set_pool", location_current == pool.get());
  CUDASEM_EXPECT_TRUE_NAMED("device_current_is_set_pool", current == pool.get());
  CUDASEM_EXPECT_OK(cudaDeviceSetMemPool(0, by_default));
}
