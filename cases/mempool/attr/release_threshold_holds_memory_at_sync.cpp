// SPDX-License-Identifier: Apache-2.0
// With a release threshold above what the pool holds, the pool keeps its memory across a
// stream synchronize: after 32 MiB were allocated, freed and synchronized, at least 32 MiB
// stay reserved.
#include "../pool_helpers.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolAttribute, ReleaseThresholdHoldsMemory, {
    .api = {"cudaMemPoolSetAttribute"},
    .cite = {.doc = "RT", .section = "cudaMemPoolSetAttribute",
             .quote = "Amount of reserved memory in bytes to hold onto before trying to release memory back to the OS."},
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
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());

  const std::uint64_t reserved = observe_u64("after_sync_", pool.get(), cudaMemPoolAttrReservedMemCurrent);
  observe_u64("after_sync_", pool.get(), cudaMemPoolAttrUsedMemCurrent);
  EXPECT_GE(reserved, 32 * kMiB);
}
