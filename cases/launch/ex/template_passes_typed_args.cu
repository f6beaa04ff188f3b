// SPDX-License-Identifier: Apache-2.0
// The variadic template cudaLaunchKernelEx launches the kernel with the given configuration and
// forwards typed arguments: a 2x3 grid of 64-thread blocks writes one value per block.
#include "../launch.h"
#include "cudasem/cudasem.h"

namespace {
__global__ void per_block(unsigned* out, unsigned base) {
  if (threadIdx.x == 0)
    out[blockIdx.y * gridDim.x + blockIdx.x] = base + blockIdx.y * gridDim.x + blockIdx.x + blockDim.x;
}
}  // namespace

CUDASEM_CASE(CudaLaunchKernelEx, TemplatePassesTypedArgs,
    {
        .api = {"cudaLaunchKernelEx"},
        .cite = {.doc = "RT",
            .section = "cudaLaunchKernelExC",
            .quote =
                "Note that the functionally equivalent variadic template cudaLaunchKernelEx is available for C++11 and newer."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::DeviceBuffer<unsigned> out(6);
  CUDASEM_ASSERT_OK(cudaMemset(out.data(), 0, out.bytes()));
  cudaLaunchConfig_t config = cudasem::launch::make_config(dim3(2, 3), dim3(64));

  CUDASEM_ASSERT_OK(cudaLaunchKernelEx(&config, per_block, out.data(), 1000u));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  unsigned host[6] = {};
  CUDASEM_ASSERT_OK(cudaMemcpy(host, out.data(), out.bytes(), cudaMemcpyDeviceToHost));

  int correct = 0;
  for (unsigned i = 0; i < 6; ++i) correct += host[i] == 1000u + i + 64u;
  CUDASEM_EXPECT_EQ_NAMED("blocks_correct", correct, 6);
}
