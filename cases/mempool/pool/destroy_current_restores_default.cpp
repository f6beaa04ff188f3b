// SPDX-License-Identifier: Apache-2.0
// Destroying the device's current pool makes the default pool current again.
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolCurrent, DestroyCurrentRestoresDefault,
    {
        .api = {"cudaMemPoolDestroy"},
        .cite = {.doc = "RT",
            .section = "cudaMemPoolDestroy",
            .quote =
                "Destroying the current mempool of a device sets the default mempool of that device as the current mempool for that device."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::mempool;
  MemPool pool = make_pool(device_pool_props(0));
  ASSERT_NE(pool.get(), nullptr);
  cudaMemPool_t by_default = nullptr, current = nullptr;
  CUDASEM_ASSERT_OK(cudaDeviceGetDefaultMemPool(&by_default, 0));
  CUDASEM_ASSERT_OK(cudaDeviceSetMemPool(0, pool.get()));

  CUDASEM_ASSERT_OK(cudaMemPoolDestroy(pool.abandon()));
  CUDASEM_ASSERT_OK(cudaDeviceGetMemPool(&current, 0));

  CUDASEM_EXPECT_TRUE_NAMED("current_is_default", current == by_default);
}
