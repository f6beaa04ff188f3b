// SPDX-License-Identifier: Apache-2.0
// The launched kernel is the gate itself: the launch must return while it still spins.
#include "cudasem/cudasem.h"

CUDASEM_CASE(KernelLaunch, ReturnsBeforeKernelCompletes, {
    .id = "apisync.launch.returns_before_kernel_completes",
    .cite = {.doc = "SYNC", .section = "Kernel Launches",
             .quote = "Kernel launches are asynchronous with respect to the host.", .version = "13.0"},
}) {
  cudasem::Stream stream(cudaStreamNonBlocking);
  cudasem::Gate gate;
  gate.arm_watchdog(cudasem::milliseconds(5000));

  gate.launch(stream);
  const bool returned_before_release = !gate.released();
  const bool finished_at_return = gate.finished();
  const cudaError_t query_at_return = cudaStreamQuery(stream);

  cudasem::observe("returned_before_release", returned_before_release);
  cudasem::observe("gate_finished_at_return", finished_at_return);
  cudasem::observe("stream_query_at_return", cudasem::error_text(query_at_return));
  gate.release();
  CUDASEM_EXPECT_OK(cudaStreamSynchronize(stream));
  EXPECT_TRUE(returned_before_release);
  EXPECT_FALSE(finished_at_return);
  if (returned_before_release) EXPECT_EQ(query_at_return, cudaErrorNotReady);
}
