// SPDX-License-Identifier: Apache-2.0
// cuMemAllocFromPoolAsync from a pool made by cuMemPoolCreate: the allocation's
// CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE is that pool.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemAllocFromPoolAsync, ComesFromPool,
    {
        .api = {"cuMemAllocFromPoolAsync", "cuMemPoolCreate"},
        .cite = {.doc = "DRV",
            .section = "cuMemAllocFromPoolAsync",
            .quote = "The allocation comes from the specified memory pool."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::driver_api;
  cudasem::PrimaryCurrent primary;
  PoolRig rig;
  CUdeviceptr p = 0;

  ASSERT_NO_FATAL_FAILURE(allocate_from_new_pool(rig, p, 1 << 20));

  const CUmemoryPool owner = pool_of_pointer(p);
  free_in_rig_stream(rig, p);
  const bool same = owner == rig.pool.get();
  CUDASEM_EXPECT_TRUE_NAMED("pointer_pool_is_created_pool", same);
}
