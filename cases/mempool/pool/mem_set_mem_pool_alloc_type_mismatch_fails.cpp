// SPDX-License-Identifier: Apache-2.0
// cudaMemSetMemPool with an allocation type that is not the pool's (managed, for a pinned pool)
// returns cudaErrorInvalidValue.
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemLocationPool, SetAllocTypeMismatchFails,
    {
        .api = {"cudaMemSetMemPool"},
        .cite = {.doc = "RT",
            .section = "cudaMemSetMemPool",
            .quote =
                "The type of memory pool should also match the parameter allocType. Else the call returns cudaErrorInvalidValue."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::mempool;
  MemPool pool = make_pool(device_pool_props(0));
  ASSERT_NE(pool.get(), nullptr);
  cudaMemLocation dev0 = device_location(0);

  CUDASEM_EXPECT_ERROR(cudaMemSetMemPool(&dev0, cudaMemAllocationTypeManaged, pool.get()), cudaErrorInvalidValue);

  cudasem::last_error(cudasem::LastError::clear);
}
