// SPDX-License-Identifier: Apache-2.0
// cudaMemcpyPeerAsync copies between stream-ordered allocations of two devices (each from its
// device's default pool, no peer access set up): the destination on device 1 holds the source's
// pattern from device 0.
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolPeer, MemcpyPeerAsyncPoolMemory,
    {
        .api = {"cudaMemcpyPeerAsync"},
        .cite = {.doc = "RT",
            .section = "cudaMemcpyPeerAsync",
            .quote = "Copies memory from one device to memory on another device."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::gpus(2), cudasem::attr("memoryPoolsSupported") >= 1},
        .exclusive = true,
    }) {
  using namespace cudasem::mempool;
  constexpr std::size_t n = (4 * kMiB) / sizeof(unsigned);
  int pools1 = 0;
  CUDASEM_ASSERT_OK(cudaDeviceGetAttribute(&pools1, cudaDevAttrMemoryPoolsSupported, 1));
  if (pools1 != 1) GTEST_SKIP() << "requires memoryPoolsSupported on device 1; got " << pools1;
  CUDASEM_ASSERT_OK(cudaSetDevice(0));
  cudasem::Stream s0(cudaStreamNonBlocking);
  AsyncAlloc src;
  CUDASEM_ASSERT_OK(cudaMallocAsync(src.out(), n * sizeof(unsigned), s0));
  CUDASEM_ASSERT_OK(cudasem::kernels::launch_iota(s0, words(src), n, 4000));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s0));
  CUDASEM_ASSERT_OK(cudaSetDevice(1));
  cudasem::Stream s1(cudaStreamNonBlocking);
  AsyncAlloc dst;
  CUDASEM_ASSERT_OK(cudaMallocAsync(dst.out(), n * sizeof(unsigned), s1));

  CUDASEM_EXPECT_OK(cudaMemcpyPeerAsync(dst.get(), 1, src.get(), 0, n * sizeof(unsigned), s1));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s1));

  std::vector<unsigned> got(n);
  CUDASEM_ASSERT_OK(cudaMemcpy(got.data(), dst.get(), n * sizeof(unsigned), cudaMemcpyDeviceToHost));
  std::size_t ok = 0;
  for (std::size_t i = 0; i < n; ++i) ok += got[i] == 4000u + static_cast<unsigned>(i);
  cudasem::observe("words_copied", ok);
  cudasem::observe_pointer("source_pointer", src.get());
  cudasem::observe_pointer("destination_pointer", dst.get());
  CUDASEM_EXPECT_EQ_NAMED("words_copied.match_source", ok, n);
}
