// SPDX-License-Identifier: Apache-2.0
// cudaMemcpyPeer (device 0 current, destination on device 1) does not start before work issued
// earlier to device 1: a gate and then a fill of the destination on device 1's default stream.
// Had the copy run first, the fill would have overwritten it; the copy's data must be last.
#include "cudasem/cudasem.h"

CUDASEM_CASE(PeerAccess, MemcpyPeerWaitsForDestinationDeviceWork,
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
  cudasem::DeviceBuffer<unsigned> src0(n);
  CUDASEM_ASSERT_OK(cudasem::kernels::launch_fill(nullptr, src0.data(), n, 0x3333u));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  CUDASEM_ASSERT_OK(cudaSetDevice(1));
  cudasem::DeviceBuffer<unsigned> dst1(n);
  CUDASEM_ASSERT_OK(cudaMemset(dst1.data(), 0, dst1.bytes()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  cudasem::Gate gate;
  gate.launch(nullptr);
  CUDASEM_ASSERT_OK(cudasem::kernels::launch_fill(nullptr, dst1.data(), n, 0x4444u));
  gate.arm_watchdog(cudasem::milliseconds(200));
  CUDASEM_ASSERT_OK(cudaSetDevice(0));

  cudaError_t result = cudaMemcpyPeer(dst1.data(), 1, src0.data(), 0, src0.bytes());
  const bool returned_before_release = !gate.released();
  gate.release();
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  CUDASEM_ASSERT_OK(cudaSetDevice(1));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());

  std::vector<unsigned> got(n);
  CUDASEM_ASSERT_OK(cudaMemcpy(got.data(), dst1.data(), dst1.bytes(), cudaMemcpyDeviceToHost));
  std::size_t from_copy = 0, from_fill = 0;
  for (unsigned v : got) {
    from_copy += v == 0x3333u;
    from_fill += v == 0x4444u;
  }
  cudasem::observe("elements_from_copy", static_cast<unsigned long long>(from_copy));
  cudasem::observe("elements_from_gated_fill", static_cast<unsigned long long>(from_fill));
  cudasem::observe("copy_returned_before_release", returned_before_release);
  CUDASEM_EXPECT_OK_OF(cudaMemcpyPeer, result);
  CUDASEM_EXPECT_EQ_NAMED("destination_words.from_copy", from_copy, n);
}
