// SPDX-License-Identifier: Apache-2.0
// The stream argument of cudaLaunchKernel places the kernel in that stream: launched behind a
// gate in the same stream, the kernel reads the gate's done flag and finds it set.
#include "cudasem/cudasem.h"

namespace {
__global__ void read_done(const cudasem::kernels::GateFlags* flags, unsigned* out) { *out = flags->done; }
}  // namespace

CUDASEM_CASE(CudaLaunchKernel, StreamArgumentOrdersLaunch, {
    .api = {"cudaLaunchKernel"},
    .cite = {.doc = "RT", .section = "cudaLaunchKernel",
             .quote = "stream specifies a stream the invocation is associated to."},
    .needs = {cudasem::attr("canMapHostMemory") >= 1},
}) {
  cudasem::Stream stream(cudaStreamNonBlocking);
  cudasem::DeviceBuffer<unsigned> out(1);
  CUDASEM_ASSERT_OK(cudaMemset(out.data(), 0, out.bytes()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  cudasem::Gate gate;
  gate.launch(stream);
  const cudasem::kernels::GateFlags* flags = gate.device_flags();
  unsigned* o = out.data();
  void* args[] = {&flags, &o};

  CUDASEM_ASSERT_OK(cudaLaunchKernel(reinterpret_cast<const void*>(read_done), dim3(1), dim3(1), args, 0, stream));
  gate.arm_watchdog(cudasem::milliseconds(100));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));
  unsigned host = 0;
  CUDASEM_ASSERT_OK(cudaMemcpy(&host, out.data(), sizeof host, cudaMemcpyDeviceToHost));

  cudasem::observe("kernel_saw_gate_done", host);
  EXPECT_EQ(host, 1u);
}
