// SPDX-License-Identifier: Apache-2.0
// With a release threshold above what the pool holds, the pool keeps its memory across a
// stream synchronize: after 32 MiB were allocated, freed and synchronized, at least 32 MiB
// stay reserved.
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolAttribute, ReleaseThresholdHoldsMemory,
    {
        .api = {"cudaMemPoolSetAttribute"},
        .cite = {.doc = "RT",
            .section = "cudaMemPoolSetAttribute",
            .quote = "Amount of reserved memory in bytes to hold onto before trying to release memory back to the OS."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::mempool;
  MemPool pool;
  ASSERT_NO_FATAL_FAILURE(create_keeping_pool(pool));
  cudasem::Stream s(cudaStreamNonBlocking);
  ASSERT_NO_FATAL_FAILURE(allocate_and_free(pool, s, 32 * kMiB));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());

  const std::uint64_t reserved = observe_u64("after_sync_", pool.get(), cudaMemPoolAttrReservedMemCurrent);
  observe_u64("after_sync_", pool.get(), cudaMemPoolAttrUsedMemCurrent);
  CUDASEM_EXPECT_TRUE_NAMED("reserved_mem_current.holds_freed_allocation", reserved >= 32 * kMiB);
}
