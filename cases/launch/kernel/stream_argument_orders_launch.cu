// SPDX-License-Identifier: Apache-2.0
// The stream argument of cudaLaunchKernel places the kernel in that stream: launched behind a
// gate in the same stream, the kernel reads the gate's done flag and finds it set.
#include "cudasem/cudasem.h"
#include "../launch.h"

namespace {
__global__ void read_done(const cudasem::kernels::GateFlags* flags, unsigned* out) { *out = flags->done; }
}  // namespace

CUDASEM_CASE(CudaLaunchKernel, StreamArgumentOrdersLaunch,
    {
        .api = {"cudaLaunchKernel"},
        .cite = {.doc = "RT",
            .section = "cudaLaunchKernel",
            .quote = "stream specifies a stream the invocation is associated to."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("canMapHostMemory") >= 1},
    }) {
  cudasem::launch::kernel_ordered_behind_gate([](cudaStream_t stream, const cudasem::kernels::GateFlags* flags,
                                                  unsigned* out) {
    void* args[] = {&flags, &out};
    CUDASEM_ASSERT_OK(cudaLaunchKernel(reinterpret_cast<const void*>(read_done), dim3(1), dim3(1), args, 0, stream));
  });
}
