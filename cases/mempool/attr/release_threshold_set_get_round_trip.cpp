// SPDX-License-Identifier: Apache-2.0
// cudaMemPoolSetAttribute(cudaMemPoolAttrReleaseThreshold) takes effect: the value read back
// with cudaMemPoolGetAttribute is the value set (64 MiB, then UINT64_MAX).
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolAttribute, ReleaseThresholdRoundTrip,
    {
        .api = {"cudaMemPoolSetAttribute"},
        .cite = {.doc = "RT",
            .section = "cudaMemPoolSetAttribute",
            .quote = "Amount of reserved memory in bytes to hold onto before trying to release memory back to the OS."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::mempool;
  MemPool pool = make_pool(device_pool_props(0));
  ASSERT_NE(pool.get(), nullptr);

  CUDASEM_ASSERT_OK(set_u64(pool.get(), cudaMemPoolAttrReleaseThreshold, 64 * kMiB));
  const std::uint64_t mid = observe_u64("after_64mib_", pool.get(), cudaMemPoolAttrReleaseThreshold);
  CUDASEM_ASSERT_OK(set_u64(pool.get(), cudaMemPoolAttrReleaseThreshold, ~std::uint64_t{0}));
  const std::uint64_t max = observe_u64("after_max_", pool.get(), cudaMemPoolAttrReleaseThreshold);

  EXPECT_EQ(mid, 64 * kMiB);
  EXPECT_EQ(max, ~std::uint64_t{0});
}
