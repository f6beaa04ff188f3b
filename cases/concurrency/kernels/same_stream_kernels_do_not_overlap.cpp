// SPDX-License-Identifier: Apache-2.0
// A kernel queued behind the gate in the same stream reads the gate's done flag when it
// starts: 1 means it started only after the gate kernel had finished.
#include "cudasem/cudasem.h"

CUDASEM_CASE(ConcurrentKernels, SameStreamKernelsDoNotOverlap,
    {
        .api = {"cudaLaunchKernel"},
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 6.2.8.5. Streams",
            .quote =
                "A stream is a sequence of commands (possibly issued by different host threads) that execute in order."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::Stream stream(cudaStreamNonBlocking);
  cudasem::PinnedBuffer<unsigned> seen(1, cudaHostAllocMapped);
  seen[0] = 0xFFFFFFFFu;
  cudasem::Gate gate;
  gate.launch(stream);
  CUDASEM_ASSERT_OK(cudasem::kernels::launch_observe_gate(stream, gate.device_flags(), seen.data()));
  gate.arm_watchdog(cudasem::milliseconds(100));

  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));

  CUDASEM_EXPECT_EQ_NAMED("second_kernel_saw_gate_done", seen[0], 1u);
}
