// SPDX-License-Identifier: Apache-2.0
// With 1 -> 0 peer access enabled, a kernel on device 1 reads and writes device 0's cudaMalloc
// buffer through the very pointer value cudaMalloc returned on device 0.
#include "cudasem/cudasem.h"

CUDASEM_CASE(PeerAccess, KernelReadsPeerMemorySamePointer,
    {
        .api = {"cudaDeviceCanAccessPeer", "cudaDeviceEnablePeerAccess"},
        .cite = {.doc = "RT",
            .section = "Unified Addressing",
            .quote =
                "The device pointer value through which any peer's memory may be accessed in the current device is the same pointer value"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::gpus(2), cudasem::attr("unifiedAddressing") >= 1},
        .exclusive = true,
    }) {
  int can = 0;
  CUDASEM_ASSERT_OK(cudaDeviceCanAccessPeer(&can, 1, 0));
  if (can != 1) GTEST_SKIP() << "cudaDeviceCanAccessPeer(1, 0) = " << can;
  constexpr std::size_t n = 1 << 16;
  CUDASEM_ASSERT_OK(cudaSetDevice(0));
  cudasem::DeviceBuffer<unsigned> on0(n);
  CUDASEM_ASSERT_OK(cudasem::kernels::launch_iota(nullptr, on0.data(), n, 1000));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  CUDASEM_ASSERT_OK(cudaSetDevice(1));
  CUDASEM_ASSERT_OK(cudaDeviceEnablePeerAccess(0, 0));
  cudasem::DeviceBuffer<unsigned> on1(n);
  cudasem::PinnedBuffer<unsigned> out(1);
  out[0] = 0;

  CUDASEM_EXPECT_OK(cudasem::kernels::launch_copy(nullptr, on1.data(), on0.data(), n));
  CUDASEM_EXPECT_OK(cudasem::kernels::launch_write(nullptr, on0.data() + 5, 0xABCDu));
  CUDASEM_EXPECT_OK(cudasem::kernels::launch_read(nullptr, on0.data() + 5, out.data()));
  cudaError_t sync = cudaDeviceSynchronize();

  CUDASEM_EXPECT_ERROR_OF(cudaDeviceSynchronize, sync, cudaSuccess);
  std::vector<unsigned> got(n);
  CUDASEM_ASSERT_OK(cudaMemcpy(got.data(), on1.data(), n * sizeof(unsigned), cudaMemcpyDeviceToHost));
  std::size_t ok = 0;
  for (std::size_t i = 0; i < n; ++i) ok += got[i] == 1000u + static_cast<unsigned>(i);
  unsigned on0_5 = 0;
  CUDASEM_ASSERT_OK(cudaMemcpy(&on0_5, on0.data() + 5, sizeof(unsigned), cudaMemcpyDeviceToHost));
  CUDASEM_EXPECT_EQ_NAMED("peer_copy.words_matching", ok, n) << "device 1 read device 0's buffer";
  CUDASEM_EXPECT_EQ_NAMED("peer_read.value_after_write", out[0], 0xABCDu);
  CUDASEM_EXPECT_EQ_NAMED("peer_write.landed_in_device_0", on0_5, 0xABCDu)
      << "device 1's write landed in device 0's memory";
}
