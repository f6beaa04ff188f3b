// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaLaunchHostFunc, Stream0IgnoresNonBlockingStream, {
    .id = "callbacks.host_func.stream0_ignores_nonblocking_stream",
    .cite = {.doc = "RT", .section = "cudaStreamCreateWithFlags",
             .quote = "the created stream should perform no implicit synchronization with stream 0.",
             .version = "13.0"},
}) {
  cudasem::Stream non_blocking(cudaStreamNonBlocking);
  cudasem::Gate gate;
  cudasem::HostProbe probe(&gate);
  gate.launch(non_blocking);

  probe.enqueue(cudaStream_t{});
  gate.arm_watchdog(cudasem::milliseconds(5000));  // a false failure needs the probe to take 5 s
  const bool ran = probe.wait_ran(cudasem::milliseconds(40000));
  gate.release();
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());

  cudasem::observe("probe_ran_while_gate_held", ran && !probe.saw_gate_finished());
  ASSERT_TRUE(ran);
  EXPECT_FALSE(probe.saw_gate_finished());
}
