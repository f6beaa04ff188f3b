// SPDX-License-Identifier: Apache-2.0
// Device-side form of legacy.waits_for_blocking_stream: a kernel in the legacy stream reads
// the gate's done flag when it starts, and must see the gate (in a blocking stream) finished.
#include "cudasem/cudasem.h"

CUDASEM_CASE(LegacyStream, KernelWaitsForBlockingStream,
    {
        .api = {"cudaLaunchKernel"},
        .cite = {.doc = "SSYNC",
            .section = "Legacy default stream",
            .quote = "The resulting behavior is that k_2 will block on k_1 and k_3 will block on k_2."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::Stream blocking(cudaStreamDefault);
  cudasem::PinnedBuffer<unsigned> seen(1, cudaHostAllocMapped);
  seen[0] = 0xFFFFFFFFu;
  cudasem::Gate gate;
  gate.launch(blocking);
  CUDASEM_ASSERT_OK(cudasem::kernels::launch_observe_gate(cudaStream_t{}, gate.device_flags(), seen.data()));
  gate.arm_watchdog(cudasem::milliseconds(100));

  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());

  CUDASEM_EXPECT_EQ_NAMED("kernel_saw_gate_done", seen[0], 1u);
}
