// SPDX-License-Identifier: Apache-2.0
// The stream argument of cudaLaunchCooperativeKernel places the kernel in that stream: launched
// behind a gate in the same stream, every block reads the gate's done flag and finds it set.
#include <cooperative_groups.h>

#include "cudasem/cudasem.h"

namespace {
__global__ void read_done(const cudasem::kernels::GateFlags* flags, unsigned* seen) {
  cooperative_groups::this_grid().sync();
  if (threadIdx.x == 0) atomicAdd(seen, static_cast<unsigned>(flags->done));
}
}  // namespace

CUDASEM_CASE(CooperativeLaunch, StreamArgumentOrdersLaunch,
    {
        .api = {"cudaLaunchCooperativeKernel"},
        .cite = {.doc = "RT",
            .section = "cudaLaunchCooperativeKernel",
            .quote = "stream specifies a stream the invocation is associated to."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("cooperativeLaunch") >= 1, cudasem::attr("canMapHostMemory") >= 1},
    }) {
  cudasem::Stream stream(cudaStreamNonBlocking);
  cudasem::DeviceBuffer<unsigned> seen(1);
  CUDASEM_ASSERT_OK(cudaMemset(seen.data(), 0, seen.bytes()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  cudasem::Gate gate;
  gate.launch(stream);
  const cudasem::kernels::GateFlags* flags = gate.device_flags();
  unsigned* s = seen.data();
  void* args[] = {&flags, &s};

  CUDASEM_ASSERT_OK(
      cudaLaunchCooperativeKernel(reinterpret_cast<const void*>(read_done), dim3(2), dim3(64), args, 0, stream));
  gate.arm_watchdog(cudasem::milliseconds(100));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));
  unsigned host = 0;
  CUDASEM_ASSERT_OK(cudaMemcpy(&host, seen.data(), sizeof host, cudaMemcpyDeviceToHost));

  CUDASEM_EXPECT_EQ_NAMED("blocks_saw_gate_done", host, 2u);
}
