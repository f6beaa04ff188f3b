// SPDX-License-Identifier: Apache-2.0
// Characterization: with the release threshold at 0, does the pool give its memory back at the
// next event synchronize? Allocates and frees 32 MiB, synchronizes with cudaEventSynchronize, and
// records the reserved memory and cudaMemGetInfo's free memory before and after.
#include "../pool_helpers.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolAttribute, ReleaseThresholdZeroEventSync, {
    .id = "mempool.attr.release_threshold_zero_event_sync",
    .kind = cudasem::Kind::characterization,
    .cite = {.doc = "RT", .section = "cudaMemPoolSetAttribute",
             .quote = "When more than the release threshold bytes of memory are held by the memory pool, the allocator will try to release memory back to the OS on the next call to stream, event or context synchronize.",
             .version = "13.0"},
    .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
}) {
  using namespace cudasem_mempool;
  MemPool pool = make_pool(device_pool_props(0));
  ASSERT_NE(pool.get(), nullptr);
  CUDASEM_ASSERT_OK(set_u64(pool.get(), cudaMemPoolAttrReleaseThreshold, 0));
  cudasem::Stream s(cudaStreamNonBlocking);
  cudasem::Event done(cudaEventDisableTiming);
  void* p = nullptr;
  CUDASEM_ASSERT_OK(cudaMallocFromPoolAsync(&p, 32 * kMiB, pool.get(), s));
  CUDASEM_ASSERT_OK(cudasem::kernels::launch_fill(s, static_cast<unsigned*>(p), 32 * kMiB / sizeof(unsigned), 1u));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  std::size_t free_allocated = 0, free_released = 0, total = 0;
  CUDASEM_ASSERT_OK(cudaMemGetInfo(&free_allocated, &total));
  observe_u64("while_allocated_", pool.get(), cudaMemPoolAttrReservedMemCurrent);

  CUDASEM_ASSERT_OK(cudaFreeAsync(p, s));
  CUDASEM_ASSERT_OK(cudaEventRecord(done, s));
  CUDASEM_ASSERT_OK(cudaEventSynchronize(done));

  CUDASEM_ASSERT_OK(cudaMemGetInfo(&free_released, &total));
  observe_u64("after_sync_", pool.get(), cudaMemPoolAttrReservedMemCurrent);
  cudasem::observe("meminfo_free_gain_bytes",
                   static_cast<std::int64_t>(free_released) - static_cast<std::int64_t>(free_allocated));
}
