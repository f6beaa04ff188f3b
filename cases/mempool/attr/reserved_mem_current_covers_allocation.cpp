// SPDX-License-Identifier: Apache-2.0
// cudaMemPoolAttrReservedMemCurrent is the backing memory of the pool: while an 8 MiB
// allocation is outstanding it is at least 8 MiB and at least the used memory.
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolAttribute, ReservedMemCurrentCoversAllocation,
    {
        .api = {"cudaMemPoolGetAttribute"},
        .cite = {.doc = "RT",
            .section = "cudaMemPoolGetAttribute",
            .quote = "Amount of backing memory currently allocated for the mempool."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::mempool;
  MemPool pool = make_pool(device_pool_props(0));
  ASSERT_NE(pool.get(), nullptr);
  cudasem::Stream s(cudaStreamNonBlocking);
  AsyncAlloc mem;

  ASSERT_NO_FATAL_FAILURE(allocate_from(pool, s, mem, 8 * kMiB));

  const std::uint64_t reserved = observe_u64("", pool.get(), cudaMemPoolAttrReservedMemCurrent);
  const std::uint64_t used = observe_u64("", pool.get(), cudaMemPoolAttrUsedMemCurrent);
  CUDASEM_EXPECT_TRUE_NAMED("reserved_mem_current.covers_allocation", reserved >= 8 * kMiB);
  CUDASEM_EXPECT_TRUE_NAMED("reserved_mem_current.covers_used", reserved >= used);
}
