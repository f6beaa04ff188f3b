// SPDX-License-Identifier: Apache-2.0
// cudaMemPoolTrimTo with minBytesToKeep above what the pool reserves is a no-op: the reserved
// memory is unchanged.
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolTrim, NoopBelowMinBytes,
    {
        .api = {"cudaMemPoolTrimTo"},
        .cite = {.doc = "RT",
            .section = "cudaMemPoolTrimTo",
            .quote = "If the pool has less than minBytesToKeep reserved, the TrimTo operation is a no-op."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::mempool;
  MemPool pool;
  ASSERT_NO_FATAL_FAILURE(create_keeping_pool(pool));
  cudasem::Stream s(cudaStreamNonBlocking);
  ASSERT_NO_FATAL_FAILURE(allocate_and_free(pool, s, 32 * kMiB));
  const std::uint64_t before = observe_u64("before_trim_", pool.get(), cudaMemPoolAttrReservedMemCurrent);
  CUDASEM_ASSERT_TRUE_NAMED("reserved_before_trim.kept_freed_memory", before > 0u)
      << "the pool did not keep its memory (release threshold UINT64_MAX)";

  CUDASEM_ASSERT_OK(cudaMemPoolTrimTo(pool.get(), before + 1));

  const std::uint64_t after = observe_u64("after_trim_", pool.get(), cudaMemPoolAttrReservedMemCurrent);
  CUDASEM_EXPECT_EQ_NAMED("reserved_after_trim.unchanged", after, before);
}
