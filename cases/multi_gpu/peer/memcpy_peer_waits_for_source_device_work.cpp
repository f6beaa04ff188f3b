// SPDX-License-Identifier: Apache-2.0
// cudaMemcpyPeer (device 0 current, source on device 1) does not start before work issued
// earlier to device 1: a gate and then a fill of the source on device 1's default stream;
// the destination must hold the fill's value, never the source's earlier contents.
#include "cudasem/cudasem.h"

CUDASEM_CASE(PeerAccess, MemcpyPeerWaitsForSourceDeviceWork,
    {
        .api = {"cudaMemcpyPeer"},
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 6.2.9.5. Peer-to-Peer Memory Copy",
            .quote = "does not start until all commands previously issued to either device have completed"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::gpus(2)},
        .exclusive = true,
    }) {
  constexpr std::size_t n = 1 << 20;
  CUDASEM_ASSERT_OK(cudaSetDevice(0));
  cudasem::DeviceBuffer<unsigned> dst0(n);
  CUDASEM_ASSERT_OK(cudaMemset(dst0.data(), 0, dst0.bytes()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  CUDASEM_ASSERT_OK(cudaSetDevice(1));
  cudasem::DeviceBuffer<unsigned> src1(n);
  CUDASEM_ASSERT_OK(cudasem::kernels::launch_fill(nullptr, src1.data(), n, 0x1111u));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  cudasem::Gate gate;  // its flags are allocated with device 1 current
  gate.launch(nullptr);
  CUDASEM_ASSERT_OK(cudasem::kernels::launch_fill(nullptr, src1.data(), n, 0x2222u));
  gate.arm_watchdog(cudasem::milliseconds(200));
  CUDASEM_ASSERT_OK(cudaSetDevice(0));

  cudaError_t result = cudaMemcpyPeer(dst0.data(), 0, src1.data(), 1, src1.bytes());
  const bool returned_before_release = !gate.released();
  gate.release();
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  CUDASEM_ASSERT_OK(cudaSetDevice(1));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  CUDASEM_ASSERT_OK(cudaSetDevice(0));

  std::vector<unsigned> got(n);
  CUDASEM_ASSERT_OK(cudaMemcpy(got.data(), dst0.data(), dst0.bytes(), cudaMemcpyDeviceToHost));
  std::size_t after_fill = 0, before_fill = 0;
  for (unsigned v : got) {
    after_fill += v == 0x2222u;
    before_fill += v == 0x1111u;
  }
  cudasem::observe("elements_from_gated_fill", static_cast<unsigned long long>(after_fill));
  cudasem::observe("elements_from_before_gate", static_cast<unsigned long long>(before_fill));
  cudasem::observe("copy_returned_before_release", returned_before_release);
  CUDASEM_EXPECT_OK_OF(cudaMemcpyPeer, result);
  CUDASEM_EXPECT_EQ_NAMED("copied_words.from_gated_fill", after_fill, n);
}
