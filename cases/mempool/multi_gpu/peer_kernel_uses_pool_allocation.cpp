// SPDX-License-Identifier: Apache-2.0
// After cudaMemPoolSetAccess grants device 1 read-write access to a pool of device 0 (no
// cudaDeviceEnablePeerAccess), a kernel on device 1 reads an allocation from the pool and writes
// into it; device 0 sees the write.
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolPeer, PeerKernelUsesPoolAllocation,
    {
        .api = {"cudaMemPoolSetAccess"},
        .cite = {.doc = "RT",
            .section = "cudaMemPoolSetAccess",
            .quote = "Controls visibility of pools between devices"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::gpus(2), cudasem::attr("memoryPoolsSupported") >= 1},
        .exclusive = true,
    }) {
  using namespace cudasem::mempool;
  constexpr std::size_t n = kMiB / sizeof(unsigned);
  int can = 0;
  CUDASEM_ASSERT_OK(cudaDeviceCanAccessPeer(&can, 1, 0));
  if (can != 1) GTEST_SKIP() << "requires cudaDeviceCanAccessPeer(1, 0) = 1; got " << can;
  CUDASEM_ASSERT_OK(cudaSetDevice(0));
  MemPool pool = make_pool(device_pool_props(0));
  ASSERT_NE(pool.get(), nullptr);
  cudaMemAccessDesc desc{};
  desc.location = device_location(1);
  desc.flags = cudaMemAccessFlagsProtReadWrite;
  CUDASEM_ASSERT_OK(cudaMemPoolSetAccess(pool.get(), &desc, 1));
  AsyncAlloc mem;
  CUDASEM_ASSERT_OK(cudaMallocFromPoolAsync(mem.out(), n * sizeof(unsigned), pool.get(), nullptr));
  CUDASEM_ASSERT_OK(cudasem::kernels::launch_iota(nullptr, words(mem), n, 300));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  CUDASEM_ASSERT_OK(cudaSetDevice(1));
  cudasem::DeviceBuffer<unsigned> on1(n);

  CUDASEM_EXPECT_OK(cudasem::kernels::launch_copy(nullptr, on1.data(), words(mem), n));
  CUDASEM_EXPECT_OK(cudasem::kernels::launch_write(nullptr, words(mem) + 7, 0xfeedu));
  CUDASEM_EXPECT_ERROR(cudaDeviceSynchronize(), cudaSuccess);

  std::vector<unsigned> got(n);
  CUDASEM_ASSERT_OK(cudaMemcpy(got.data(), on1.data(), n * sizeof(unsigned), cudaMemcpyDeviceToHost));
  std::size_t ok = 0;
  for (std::size_t i = 0; i < n; ++i) ok += got[i] == 300u + static_cast<unsigned>(i);
  CUDASEM_ASSERT_OK(cudaSetDevice(0));
  unsigned written = 0;
  CUDASEM_ASSERT_OK(cudaMemcpy(&written, words(mem) + 7, sizeof written, cudaMemcpyDeviceToHost));
  CUDASEM_EXPECT_EQ_NAMED("device1_words_read", ok, n) << "device 1 read the pool allocation of device 0";
  CUDASEM_EXPECT_TRUE_NAMED("device1_write_seen", written == 0xfeedu)
      << "device 1's write landed in device 0's pool allocation";
}
