// SPDX-License-Identifier: Apache-2.0
// In a new process, cudaMemGetMemPool for device 0 and pinned memory returns the pool that
// cudaMemGetDefaultMemPool returns for the same location and type (and that is the device's
// default pool).
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemLocationPool, CurrentIsDefaultInitially,
    {
        .api = {"cudaMemGetMemPool"},
        .cite = {.doc = "RT",
            .section = "cudaMemGetMemPool",
            .quote =
                "By default the current mempool of a location is the default mempool for a device that can be obtained via cudaMemGetDefaultMemPool"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  cudaMemLocation dev0 = cudasem::mempool::device_location(0);
  cudaMemPool_t current = nullptr, by_default = nullptr, device_default = nullptr;

  CUDASEM_ASSERT_OK(cudaMemGetMemPool(&current, &dev0, cudaMemAllocationTypePinned));
  CUDASEM_ASSERT_OK(cudaMemGetDefaultMemPool(&by_default, &dev0, cudaMemAllocationTypePinned));
  CUDASEM_ASSERT_OK(cudaDeviceGetDefaultMemPool(&device_default, 0));

  CUDASEM_EXPECT_TRUE_NAMED("current_is_default", current == by_default);
  CUDASEM_EXPECT_TRUE_NAMED("default_is_device_default", by_default == device_default);
}
