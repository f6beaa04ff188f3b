// SPDX-License-Identifier: Apache-2.0
// A newly created device pool is accessible from its own device: cudaMemPoolGetAccess for that
// device reports cudaMemAccessFlagsProtReadWrite (the default pool's value is recorded too).
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolAccess, OwnerReadWriteByDefault,
    {
        .api = {"cudaMemPoolCreate"},
        .cite = {.doc = "RT",
            .section = "cudaMemPoolCreate",
            .quote = "By default, the pool's memory will be accessible from the device it is allocated on."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::mempool;
  MemPool pool = make_pool(device_pool_props(0));
  ASSERT_NE(pool.get(), nullptr);
  cudaMemLocation dev0 = device_location(0);
  cudaMemAccessFlags created = cudaMemAccessFlagsProtNone, by_default = cudaMemAccessFlagsProtNone;
  cudaMemPool_t default_pool = nullptr;
  CUDASEM_ASSERT_OK(cudaDeviceGetDefaultMemPool(&default_pool, 0));

  CUDASEM_ASSERT_OK(cudaMemPoolGetAccess(&created, pool.get(), &dev0));
  CUDASEM_ASSERT_OK(cudaMemPoolGetAccess(&by_default, default_pool, &dev0));

  cudasem::observe("default_pool_flags", static_cast<int>(by_default));
  CUDASEM_EXPECT_EQ_NAMED("created_pool_flags", created, cudaMemAccessFlagsProtReadWrite);
}
