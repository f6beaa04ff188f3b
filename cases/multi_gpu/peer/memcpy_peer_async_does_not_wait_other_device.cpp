// SPDX-License-Identifier: Apache-2.0
// cudaMemcpyPeerAsync in a device-0 stream does not wait for unrelated work on device 1 (a gate
// in a device-1 stream): a host probe after the copy runs while the gate still holds, and the
// copy is complete by then.
#include "cudasem/cudasem.h"

CUDASEM_CASE(PeerAccess, MemcpyPeerAsyncDoesNotWaitOtherDevice,
    {
        .api = {"cudaMemcpyPeerAsync"},
        .cite = {.doc = "RT",
            .section = "cudaMemcpyPeerAsync",
            .quote = "Note that this function is asynchronous with respect to the host and all work on other devices."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::gpus(2)},
        .timeout_s = 120,
        .exclusive = true,
    }) {
  constexpr std::size_t n = 1 << 20;
  CUDASEM_ASSERT_OK(cudaSetDevice(1));
  cudasem::DeviceBuffer<unsigned> dst1(n);
  CUDASEM_ASSERT_OK(cudaMemset(dst1.data(), 0, dst1.bytes()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  cudasem::Stream gated1(cudaStreamNonBlocking);
  cudasem::Gate gate;
  CUDASEM_ASSERT_OK(cudaSetDevice(0));
  cudasem::DeviceBuffer<unsigned> src0(n);
  CUDASEM_ASSERT_OK(cudasem::kernels::launch_fill(nullptr, src0.data(), n, 0x5555u));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  cudasem::Stream s0(cudaStreamNonBlocking);
  cudasem::HostProbe probe(&gate);
  std::vector<unsigned> got(n);
  gate.launch(gated1);
  gate.arm_watchdog(cudasem::milliseconds(20000));
  CUDASEM_ASSERT_TRUE_NAMED("gate.started", gate.wait_started());

  CUDASEM_EXPECT_OK(cudaMemcpyPeerAsync(dst1.data(), 1, src0.data(), 0, src0.bytes(), s0));
  probe.enqueue(s0);
  const bool ran = probe.wait_ran(cudasem::milliseconds(15000));
  const bool ran_while_gate_held = ran && !gate.released();
  if (ran) {
    CUDASEM_EXPECT_OK(cudaMemcpy(got.data(), dst1.data(), dst1.bytes(), cudaMemcpyDefault));
  }
  gate.release();
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s0));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(gated1));

  CUDASEM_EXPECT_TRUE_NAMED("probe_ran_while_gate_held", ran_while_gate_held);
  CUDASEM_EXPECT_EQ_NAMED("probe_saw_gate_finished", probe.saw_gate_finished(), false);
  std::size_t ok = 0;
  for (unsigned v : got) ok += v == 0x5555u;
  CUDASEM_EXPECT_EQ_NAMED("copied_words.matching", ok, n)
      << "copied data, read while the gate still held device 1's other stream";
}
