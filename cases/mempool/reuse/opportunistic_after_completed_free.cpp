// SPDX-License-Identifier: Apache-2.0
// Characterization: a pool whose only reuse policy is cudaMemPoolReuseAllowOpportunistic.
// Stream A's free has completed (stream synchronized); stream B, with no dependency on A,
// allocates the same size. Records whether B got A's address.
#include "../pool_helpers.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolReuse, OpportunisticAfterCompletedFree, {
    .api = {"cudaMemPoolSetAttribute"},
    .kind = cudasem::Kind::characterization,
    .cite = {.doc = "RT", .section = "cudaMemPoolSetAttribute",
             .quote = "Allow reuse of already completed frees when there is no dependency between the free and allocation."},
    .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
}) {
  using namespace cudasem_mempool;
  constexpr std::size_t bytes = 4 * kMiB;
  MemPool pool = make_pool(device_pool_props(0));
  ASSERT_NE(pool.get(), nullptr);
  CUDASEM_ASSERT_OK(set_u64(pool.get(), cudaMemPoolAttrReleaseThreshold, ~std::uint64_t{0}));
  ASSERT_TRUE(set_reuse_policies(pool.get(), 0, 1, 0));
  cudasem::Stream a(cudaStreamNonBlocking), b(cudaStreamNonBlocking);
  void* pa = nullptr;
  AsyncAlloc pb;
  CUDASEM_ASSERT_OK(cudaMallocFromPoolAsync(&pa, bytes, pool.get(), a));
  CUDASEM_ASSERT_OK(cudaFreeAsync(pa, a));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(a));

  CUDASEM_ASSERT_OK(cudaMallocFromPoolAsync(pb.out(), bytes, pool.get(), b));
  CUDASEM_ASSERT_OK(cudasem::kernels::launch_fill(b, pb.u32(), bytes / sizeof(unsigned), 7u));

  cudasem::observe("b_got_a_address", pb.get() == pa);
  cudasem::observe("b_filled", count_equal(pb.get(), bytes / sizeof(unsigned), 7u));
}
