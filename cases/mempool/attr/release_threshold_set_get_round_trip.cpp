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

  cuuint64_t threshold = 64 * kMiB;  // set directly: the check is recorded as cudaMemPoolSetAttribute's
  CUDASEM_ASSERT_OK(cudaMemPoolSetAttribute(pool.get(), cudaMemPoolAttrReleaseThreshold, &threshold));
  const std::uint64_t mid = observe_u64("after_64mib_", pool.get(), cudaMemPoolAttrReleaseThreshold);
  threshold = ~cuuint64_t{0};
  CUDASEM_ASSERT_OK(cudaMemPoolSetAttribute(pool.get(), cudaMemPoolAttrReleaseThreshold, &threshold));
  const std::uint64_t max = observe_u64("after_max_", pool.get(), cudaMemPoolAttrReleaseThreshold);

  CUDASEM_EXPECT_EQ_NAMED("threshold.read_back_after_64mib", mid, 64 * kMiB);
  CUDASEM_EXPECT_EQ_NAMED("threshold.read_back_after_max", max, ~std::uint64_t{0});
}
