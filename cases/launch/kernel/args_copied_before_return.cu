// SPDX-License-Identifier: Apache-2.0
// cudaLaunchKernel copies the parameter values from the args array: the launch waits behind a
// gate, the host overwrites the argument after the call returns, and the kernel still sees the
// value the args array held at the call.
#include "cudasem/cudasem.h"

namespace {
__global__ void store(unsigned value, unsigned* out) { *out = value; }
}  // namespace

CUDASEM_CASE(CudaLaunchKernel, ArgsCopiedBeforeReturn,
    {
        .api = {"cudaLaunchKernel"},
        .cite = {.doc = "RT",
            .section = "cudaLaunchKernel",
            .quote = "point to the region of memory from which the actual parameter will be copied."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("canMapHostMemory") >= 1},
    }) {
  cudasem::Stream stream(cudaStreamNonBlocking);
  cudasem::DeviceBuffer<unsigned> out(1);
  CUDASEM_ASSERT_OK(cudaMemset(out.data(), 0, out.bytes()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());  // the legacy-stream memset is done before other streams run
  cudasem::Gate gate;
  gate.launch(stream);
  gate.arm_watchdog(cudasem::milliseconds(10000));
  unsigned value = 0x1234u;
  unsigned* o = out.data();
  void* args[] = {&value, &o};

  CUDASEM_ASSERT_OK(cudaLaunchKernel(reinterpret_cast<const void*>(store), dim3(1), dim3(1), args, 0, stream));
  value = 0xdeadu;  // after the call returned, while the kernel is still queued
  const bool overwritten_while_queued = !gate.released();
  gate.release();
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));
  unsigned host = 0;
  CUDASEM_ASSERT_OK(cudaMemcpy(&host, out.data(), sizeof host, cudaMemcpyDeviceToHost));

  CUDASEM_ASSERT_TRUE_NAMED("overwritten_while_queued", overwritten_while_queued)
      << "the watchdog released the gate first: inconclusive";
  CUDASEM_EXPECT_EQ_NAMED("kernel_saw", host, 0x1234u);
}
