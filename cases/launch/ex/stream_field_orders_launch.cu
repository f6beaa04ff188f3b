// SPDX-License-Identifier: Apache-2.0
// config->stream places the launch in that stream: launched by cudaLaunchKernelEx behind a gate
// in the same stream, the kernel reads the gate's done flag and finds it set.
#include "cudasem/cudasem.h"
#include "../launch.h"

namespace {
__global__ void read_done(const cudasem::kernels::GateFlags* flags, unsigned* out) { *out = flags->done; }
}  // namespace

CUDASEM_CASE(CudaLaunchKernelEx, StreamFieldOrdersLaunch,
    {
        .api = {"cudaLaunchKernelEx"},
        .cite = {.doc = "RT",
            .section = "cudaLaunchKernelExC",
            .quote = "config->stream specifies a stream the invocation is associated to."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("canMapHostMemory") >= 1},
    }) {
  cudasem::launch::kernel_ordered_behind_gate(
      [](cudaStream_t stream, const cudasem::kernels::GateFlags* flags, unsigned* out) {
        cudaLaunchConfig_t config = cudasem::launch::make_config(dim3(1), dim3(1), stream);
        CUDASEM_ASSERT_OK(cudaLaunchKernelEx(&config, read_done, flags, out));
      });
}
