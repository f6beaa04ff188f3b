// SPDX-License-Identifier: Apache-2.0
// cudaMemPoolTrimTo(pool, 0) cannot release memory behind an outstanding allocation: the pool
// still reserves at least its size, and the allocation's data survive the trim.
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolTrim, KeepsOutstandingAllocation,
    {
        .api = {"cudaMemPoolTrimTo"},
        .cite = {.doc = "RT",
            .section = "cudaMemPoolTrimTo",
            .quote = "The allocator cannot release OS allocations that back outstanding asynchronous allocations."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::mempool;
  constexpr std::size_t n = (16 * kMiB) / sizeof(unsigned);
  MemPool pool = make_pool(device_pool_props(0));
  ASSERT_NE(pool.get(), nullptr);
  cudasem::Stream s(cudaStreamNonBlocking);
  AsyncAlloc mem;
  CUDASEM_ASSERT_OK(cudaMallocFromPoolAsync(mem.out(), n * sizeof(unsigned), pool.get(), s));
  CUDASEM_ASSERT_OK(cudasem::kernels::launch_fill(s, words(mem), n, 0x7717u));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));

  CUDASEM_ASSERT_OK(cudaMemPoolTrimTo(pool.get(), 0));

  const std::uint64_t reserved = observe_u64("after_trim_", pool.get(), cudaMemPoolAttrReservedMemCurrent);
  const std::size_t intact = count_equal(mem.get(), n, 0x7717u);
  cudasem::observe("words_intact", intact);
  CUDASEM_EXPECT_TRUE_NAMED("reserved_after_trim.covers_allocation", reserved >= n * sizeof(unsigned));
  CUDASEM_EXPECT_EQ_NAMED("words.intact_after_trim", intact, n);
}
