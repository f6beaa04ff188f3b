// SPDX-License-Identifier: Apache-2.0
// config->stream places the launch in that stream: launched by cudaLaunchKernelEx behind a gate
// in the same stream, the kernel reads the gate's done flag and finds it set.
#include "../launch_config.h"
#include "cudasem/cudasem.h"

namespace {
__global__ void read_done(const cudasem::kernels::GateFlags* flags, unsigned* out) { *out = flags->done; }
}  // namespace

CUDASEM_CASE(CudaLaunchKernelEx, StreamFieldOrdersLaunch, {
    .api = {"cudaLaunchKernelEx"},
    .cite = {.doc = "RT", .section = "cudaLaunchKernelExC",
             .quote = "config->stream specifies a stream the invocation is associated to."},
    .needs = {cudasem::attr("canMapHostMemory") >= 1},
}) {
  cudasem::Stream stream(cudaStreamNonBlocking);
  cudasem::DeviceBuffer<unsigned> out(1);
  CUDASEM_ASSERT_OK(cudaMemset(out.data(), 0, out.bytes()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  cudasem::Gate gate;
  gate.launch(stream);
  cudaLaunchConfig_t config = cudasem_cases::launch::make_config(dim3(1), dim3(1), stream);

  CUDASEM_ASSERT_OK(cudaLaunchKernelEx(&config, read_done, gate.device_flags(), out.data()));
  gate.arm_watchdog(cudasem::milliseconds(100));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));
  unsigned host = 0;
  CUDASEM_ASSERT_OK(cudaMemcpy(&host, out.data(), sizeof host, cudaMemcpyDeviceToHost));

  cudasem::observe("kernel_saw_gate_done", host);
  EXPECT_EQ(host, 1u);
}
