// SPDX-License-Identifier: Apache-2.0
// cudaMemPoolTrimTo(pool, 0) with no outstanding allocation releases everything it can: a pool
// that kept 32 MiB (release threshold UINT64_MAX) after a completed free reserves nothing
// afterwards.
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolTrim, ReleasesUnusedReserved,
    {
        .api = {"cudaMemPoolTrimTo"},
        .cite = {.doc = "RT",
            .section = "cudaMemPoolTrimTo",
            .quote =
                "Releases memory back to the OS until the pool contains fewer than minBytesToKeep reserved bytes, or there is no more memory that the allocator can safely release."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::mempool;
  MemPool pool;
  ASSERT_NO_FATAL_FAILURE(create_keeping_pool(pool));
  cudasem::Stream s(cudaStreamNonBlocking);
  ASSERT_NO_FATAL_FAILURE(allocate_and_free(pool, s, 32 * kMiB));
  const std::uint64_t before = observe_u64("before_trim_", pool.get(), cudaMemPoolAttrReservedMemCurrent);

  CUDASEM_ASSERT_OK(cudaMemPoolTrimTo(pool.get(), 0));

  const std::uint64_t after = observe_u64("after_trim_", pool.get(), cudaMemPoolAttrReservedMemCurrent);
  CUDASEM_EXPECT_TRUE_NAMED("reserved_before_trim.kept_freed_memory", before >= 32 * kMiB)
      << "the pool did not keep its memory (release threshold UINT64_MAX)";
  CUDASEM_EXPECT_EQ_NAMED("reserved_after_trim.zero", after, 0u);
}
