// SPDX-License-Identifier: Apache-2.0
// Characterization: cudaMemPoolTrimTo "tries" to give memory back to the OS; records how much
// cudaMemGetInfo's free memory grows when a pool keeping 64 MiB is trimmed to 0 (other
// processes on the GPU can move this number).
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolTrim, MemGetInfoAfterTrim,
    {
        .api = {"cudaMemPoolTrimTo"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMemPoolTrimTo",
            .quote = "The OS allocations may happen at different granularity from the user allocations."},
        .claim = cudasem::Claim::hedge,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::mempool;
  MemPool pool;
  ASSERT_NO_FATAL_FAILURE(create_keeping_pool(pool));
  cudasem::Stream s(cudaStreamNonBlocking);
  void* p = nullptr;
  CUDASEM_ASSERT_OK(cudaMallocFromPoolAsync(&p, 64 * kMiB, pool.get(), s));
  CUDASEM_ASSERT_OK(cudasem::kernels::launch_fill(s, static_cast<unsigned*>(p), 64 * kMiB / sizeof(unsigned), 1u));
  CUDASEM_ASSERT_OK(cudaFreeAsync(p, s));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  std::size_t free_before = 0, free_after = 0, total = 0;
  CUDASEM_ASSERT_OK(cudaMemGetInfo(&free_before, &total));
  observe_u64("before_trim_", pool.get(), cudaMemPoolAttrReservedMemCurrent);

  CUDASEM_ASSERT_OK(cudaMemPoolTrimTo(pool.get(), 0));

  CUDASEM_ASSERT_OK(cudaMemGetInfo(&free_after, &total));
  observe_u64("after_trim_", pool.get(), cudaMemPoolAttrReservedMemCurrent);
  cudasem::measure(
      "meminfo_free_gain_bytes", static_cast<std::int64_t>(free_after) - static_cast<std::int64_t>(free_before));
}
