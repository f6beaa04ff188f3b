// SPDX-License-Identifier: Apache-2.0
// With numAttrs == 0, cudaLaunchKernelEx does not look at config->attrs: the pointer names an
// entry with an undefined attribute id, and the launch still succeeds and runs.
#include "../launch.h"
#include "cudasem/cudasem.h"

namespace {
__global__ void write_one(unsigned* out) { *out = 1; }
}  // namespace

CUDASEM_CASE(CudaLaunchKernelEx, AttrsPointerIgnoredWhenZero,
    {
        .api = {"cudaLaunchKernelEx"},
        .cite = {.doc = "RT",
            .section = "cudaLaunchKernelExC",
            .quote = "The value of this pointer is not considered if config->numAttrs is zero."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::DeviceBuffer<unsigned> out(1);
  CUDASEM_ASSERT_OK(cudaMemset(out.data(), 0, out.bytes()));
  cudaLaunchAttribute bogus{};
  bogus.id = static_cast<cudaLaunchAttributeID>(0x7fff);
  bogus.val.priority = 12345;
  cudaLaunchConfig_t config = cudasem::launch::make_config(dim3(1), dim3(1), nullptr, 0, &bogus, 0);

  CUDASEM_EXPECT_OK(cudaLaunchKernelEx(&config, write_one, out.data()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  unsigned host = 0;
  CUDASEM_ASSERT_OK(cudaMemcpy(&host, out.data(), sizeof host, cudaMemcpyDeviceToHost));

  CUDASEM_EXPECT_EQ_NAMED("kernel_ran", host == 1, true);
}
