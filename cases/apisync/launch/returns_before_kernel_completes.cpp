// SPDX-License-Identifier: Apache-2.0
// A gate holds the stream; a kernel launched behind it cannot complete before the gate is
// released, so a launch that returned while the gate was still held returned before its kernel
// completed (stream order is the proof, not time).
#include "cudasem/cudasem.h"

CUDASEM_CASE(KernelLaunch, ReturnsBeforeKernelCompletes,
    {
        .api = {"cudaLaunchKernel"},
        .cite = {.doc = "SYNC",
            .section = "Kernel Launches",
            .quote = "Kernel launches are asynchronous with respect to the host."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::Stream stream(cudaStreamNonBlocking);
  cudasem::Gate gate;
  gate.launch(stream);
  gate.arm_watchdog(cudasem::milliseconds(5000));  // a false failure needs the launch to take 5 s

  CUDASEM_EXPECT_OK(cudasem::kernels::launch_empty(stream));
  const bool returned_before_release = !gate.released();
  const cudaError_t query_at_return = cudaStreamQuery(stream);

  cudasem::observe("stream_query_at_return", query_at_return);
  gate.release();
  CUDASEM_EXPECT_OK(cudaStreamSynchronize(stream));
  CUDASEM_EXPECT_TRUE_NAMED("returned_before_release", returned_before_release)
      << "the launch returned only after the gate ahead of its kernel was released";
}
