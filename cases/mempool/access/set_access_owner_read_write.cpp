// SPDX-License-Identifier: Apache-2.0
// cudaMemPoolSetAccess with one descriptor granting the owner device read-write succeeds, the
// owner still reads read-write, and a kernel on it writes an allocation from the pool.
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolAccess, SetAccessOwnerReadWrite,
    {
        .api = {"cudaMemPoolSetAccess"},
        .cite = {.doc = "RT",
            .section = "cudaMemPoolSetAccess",
            .quote = "Each descriptor instructs the access to enable for a single gpu"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::mempool;
  constexpr std::size_t n = kMiB / sizeof(unsigned);
  MemPool pool = make_pool(device_pool_props(0));
  ASSERT_NE(pool.get(), nullptr);
  cudaMemAccessDesc desc{};
  desc.location = device_location(0);
  desc.flags = cudaMemAccessFlagsProtReadWrite;

  CUDASEM_ASSERT_OK(cudaMemPoolSetAccess(pool.get(), &desc, 1));

  cudaMemAccessFlags flags = cudaMemAccessFlagsProtNone;
  CUDASEM_ASSERT_OK(cudaMemPoolGetAccess(&flags, pool.get(), &desc.location));
  CUDASEM_EXPECT_EQ_NAMED("owner_flags", flags, cudaMemAccessFlagsProtReadWrite);
  cudasem::Stream s(cudaStreamNonBlocking);
  AsyncAlloc mem;
  CUDASEM_ASSERT_OK(cudaMallocFromPoolAsync(mem.out(), n * sizeof(unsigned), pool.get(), s));
  CUDASEM_EXPECT_OK(cudasem::kernels::launch_fill(s, words(mem), n, 0x0c0cu));
  CUDASEM_EXPECT_EQ_NAMED("words.filled_by_kernel", count_equal(mem.get(), n, 0x0c0cu), n);
}
