// SPDX-License-Identifier: Apache-2.0
// cudaMemPoolTrimTo(pool, 0) with no outstanding allocation releases everything it can: a pool
// that kept 32 MiB (release threshold UINT64_MAX) after a completed free reserves nothing
// afterwards.
#include "../pool_helpers.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolTrim, ReleasesUnusedReserved, {
    .api = {"cudaMemPoolTrimTo"},
    .cite = {.doc = "RT", .section = "cudaMemPoolTrimTo",
             .quote = "Releases memory back to the OS until the pool contains fewer than minBytesToKeep reserved bytes, or there is no more memory that the allocator can safely release."},
    .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
}) {
  using namespace cudasem_mempool;
  MemPool pool = make_pool(device_pool_props(0));
  ASSERT_NE(pool.get(), nullptr);
  CUDASEM_ASSERT_OK(set_u64(pool.get(), cudaMemPoolAttrReleaseThreshold, ~std::uint64_t{0}));
  cudasem::Stream s(cudaStreamNonBlocking);
  void* p = nullptr;
  CUDASEM_ASSERT_OK(cudaMallocFromPoolAsync(&p, 32 * kMiB, pool.get(), s));
  CUDASEM_ASSERT_OK(cudaFreeAsync(p, s));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  const std::uint64_t before = observe_u64("before_trim_", pool.get(), cudaMemPoolAttrReservedMemCurrent);

  CUDASEM_ASSERT_OK(cudaMemPoolTrimTo(pool.get(), 0));

  const std::uint64_t after = observe_u64("after_trim_", pool.get(), cudaMemPoolAttrReservedMemCurrent);
  EXPECT_GE(before, 32 * kMiB) << "the pool did not keep its memory (release threshold UINT64_MAX)";
  EXPECT_EQ(after, 0u);
}
