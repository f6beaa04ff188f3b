// SPDX-License-Identifier: Apache-2.0
// cudaMemPoolTrimTo keeps at least minBytesToKeep: a pool reserving R >= 64 MiB (all of it
// free) trimmed to R/2 still reserves at least R/2.
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolTrim, KeepsAtLeastMinBytes,
    {
        .api = {"cudaMemPoolTrimTo"},
        .cite = {.doc = "RT",
            .section = "cudaMemPoolTrimTo",
            .quote =
                "Otherwise the pool will be guaranteed to have at least minBytesToKeep bytes reserved after the operation."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::mempool;
  MemPool pool;
  ASSERT_NO_FATAL_FAILURE(create_keeping_pool(pool));
  cudasem::Stream s(cudaStreamNonBlocking);
  void* parts[4] = {};
  for (void*& p : parts) CUDASEM_ASSERT_OK(cudaMallocFromPoolAsync(&p, 16 * kMiB, pool.get(), s));
  for (void* p : parts) CUDASEM_ASSERT_OK(cudaFreeAsync(p, s));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  const std::uint64_t reserved = observe_u64("before_trim_", pool.get(), cudaMemPoolAttrReservedMemCurrent);
  CUDASEM_ASSERT_TRUE_NAMED("reserved_before_trim.kept_freed_memory", reserved >= 64 * kMiB)
      << "the pool did not keep its memory (release threshold UINT64_MAX)";

  CUDASEM_ASSERT_OK(cudaMemPoolTrimTo(pool.get(), reserved / 2));

  const std::uint64_t after = observe_u64("after_trim_", pool.get(), cudaMemPoolAttrReservedMemCurrent);
  CUDASEM_EXPECT_TRUE_NAMED("reserved_after_trim.at_least_min_bytes", after >= reserved / 2);
}
