// SPDX-License-Identifier: Apache-2.0
// With CUDA_LAUNCH_BLOCKING=1 the launch of the gate kernel itself must not return until the
// kernel has finished: its "done" flag, written by the device, is set when the launch returns.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaLaunchBlocking, KernelLaunchReturnsAfterKernel,
    {
        .api = {"cudaStreamSynchronize"},
        .cite = {.doc = "PG",
            .section =
                "CUDA C++ Programming Guide (legacy, 13.0) 6.2.8.1. Concurrent Execution between Host and Device",
            .quote =
                "Programmers can globally disable asynchronicity of kernel launches ... by setting the CUDA_LAUNCH_BLOCKING environment variable to 1."},
        .claim = cudasem::Claim::promise,
        .env = {"CUDA_LAUNCH_BLOCKING=1"},
    }) {
  cudasem::Stream stream(cudaStreamNonBlocking);
  cudasem::Gate gate;
  gate.arm_watchdog(cudasem::milliseconds(200));

  gate.launch(stream);
  const bool returned_before_release = !gate.released();
  const bool finished_at_return = gate.finished();

  cudasem::observe("launch_waited_for_kernel", !returned_before_release);
  gate.release();
  CUDASEM_EXPECT_OK(cudaStreamSynchronize(stream));
  // The proof is data: the kernel's own "done" flag (a device write) was set when the launch returned.
  CUDASEM_EXPECT_TRUE_NAMED("gate_finished_at_return", finished_at_return);
}
