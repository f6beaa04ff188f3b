// SPDX-License-Identifier: Apache-2.0
// cudaMemPoolDestroy with an allocation still outstanding succeeds and leaves the allocation
// usable until it is freed: a kernel fills it after the destroy, the data read back, and
// cudaFreeAsync then succeeds.
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolDestroy, OutstandingAllocationStaysUsable,
    {
        .api = {"cudaMemPoolDestroy"},
        .cite = {.doc = "RT",
            .section = "cudaMemPoolDestroy",
            .quote =
                "If any pointers obtained from this pool haven't been freed or the pool has free operations that haven't completed when cudaMemPoolDestroy is invoked, the function will return immediately and the resources associated with the pool will be released automatically once there are no more outstanding allocations."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::mempool;
  constexpr std::size_t n = (4 * kMiB) / sizeof(unsigned);
  MemPool pool = make_pool(device_pool_props(0));
  ASSERT_NE(pool.get(), nullptr);
  cudasem::Stream s(cudaStreamNonBlocking);
  void* p = nullptr;
  CUDASEM_ASSERT_OK(cudaMallocFromPoolAsync(&p, n * sizeof(unsigned), pool.get(), s));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));

  CUDASEM_EXPECT_OK(cudaMemPoolDestroy(pool.abandon()));

  CUDASEM_EXPECT_OK(cudasem::kernels::launch_fill(s, static_cast<unsigned*>(p), n, 0xd00du));
  const std::size_t filled = count_equal(p, n, 0xd00du);
  CUDASEM_EXPECT_EQ_NAMED("words_filled_after_destroy", filled, n);
  CUDASEM_EXPECT_OK(cudaFreeAsync(p, s));
  CUDASEM_EXPECT_OK(cudaStreamSynchronize(s));
}
