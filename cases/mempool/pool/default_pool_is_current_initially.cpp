// SPDX-License-Identifier: Apache-2.0
// In a new process, a device's current pool is its default pool: cudaDeviceGetMemPool and
// cudaDeviceGetDefaultMemPool return the same handle.
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolCurrent, DefaultPoolIsCurrentInitially,
    {
        .api = {"cudaDeviceGetMemPool", "cudaDeviceGetDefaultMemPool"},
        .cite = {.doc = "RT",
            .section = "cudaDeviceSetMemPool",
            .quote = "By default, a device's current memory pool is its default memory pool."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  cudaMemPool_t current = nullptr, by_default = nullptr;

  CUDASEM_ASSERT_OK(cudaDeviceGetMemPool(&current, 0));
  CUDASEM_ASSERT_OK(cudaDeviceGetDefaultMemPool(&by_default, 0));

  CUDASEM_EXPECT_TRUE_NAMED("default_pool.non_null", by_default != nullptr);
  CUDASEM_EXPECT_TRUE_NAMED("current_is_default", current == by_default);
}
