// SPDX-License-Identifier: Apache-2.0
// cudaMemcpyPeer needs no peer access: with none enabled (staged through the host where P2P
// is off) it copies correctly in both directions.
#include "cudasem/cudasem.h"

CUDASEM_CASE(PeerAccess, MemcpyPeerWithoutAccessCopies,
    {
        .api = {"cudaMemcpyPeer"},
        .cite = {.doc = "RT",
            .section = "cudaMemcpyPeer",
            .quote = "Copies memory from one device to memory on another device."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::gpus(2)},
        .exclusive = true,
    }) {
  constexpr std::size_t n = 4 << 20;  // 16 MiB
  CUDASEM_ASSERT_OK(cudaSetDevice(0));
  cudasem::DeviceBuffer<unsigned> a0(n), b0(n);
  CUDASEM_ASSERT_OK(cudasem::kernels::launch_iota(nullptr, a0.data(), n, 17));
  CUDASEM_ASSERT_OK(cudaMemset(b0.data(), 0, b0.bytes()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  CUDASEM_ASSERT_OK(cudaSetDevice(1));
  cudasem::DeviceBuffer<unsigned> a1(n);
  CUDASEM_ASSERT_OK(cudaMemset(a1.data(), 0, a1.bytes()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  CUDASEM_ASSERT_OK(cudaSetDevice(0));

  cudaError_t there = cudaMemcpyPeer(a1.data(), 1, a0.data(), 0, a0.bytes());
  cudaError_t back = cudaMemcpyPeer(b0.data(), 0, a1.data(), 1, a1.bytes());
  {
    cudasem::CheckLabel label("to_device_1");
    CUDASEM_EXPECT_ERROR_OF(cudaMemcpyPeer, there, cudaSuccess);
  }
  {
    cudasem::CheckLabel label("to_device_0");
    CUDASEM_EXPECT_OK_OF(cudaMemcpyPeer, back);
  }
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());

  std::vector<unsigned> got(n);
  CUDASEM_ASSERT_OK(cudaMemcpy(got.data(), b0.data(), b0.bytes(), cudaMemcpyDeviceToHost));
  std::size_t ok = 0;
  for (std::size_t i = 0; i < n; ++i) ok += got[i] == 17u + static_cast<unsigned>(i);
  CUDASEM_EXPECT_EQ_NAMED("round_trip_words.matching", ok, n);
}
