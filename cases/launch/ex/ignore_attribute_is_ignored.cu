// SPDX-License-Identifier: Apache-2.0
// A cudaLaunchAttributeIgnore entry (with an arbitrary value) does not affect the launch: the
// kernel runs as without it.
#include "../launch.h"
#include "cudasem/cudasem.h"

namespace {
__global__ void write_one(unsigned* out) { *out = 1; }
}  // namespace

CUDASEM_CASE(CudaLaunchKernelEx, IgnoreAttributeIsIgnored,
    {
        .api = {"cudaLaunchKernelEx"},
        .cite = {.doc = "RT",
            .section = "cudaLaunchAttributeID (cudaLaunchAttributeIgnore)",
            .quote = "Ignored entry, for convenient composition"},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::DeviceBuffer<unsigned> out(1);
  CUDASEM_ASSERT_OK(cudaMemset(out.data(), 0, out.bytes()));
  cudaLaunchAttribute attr{};
  attr.id = cudaLaunchAttributeIgnore;
  attr.val.clusterDim = {3, 5, 7};  // meaningless for an ignored entry
  cudaLaunchConfig_t config = cudasem::launch::make_config(dim3(1), dim3(1), nullptr, 0, &attr, 1);

  CUDASEM_EXPECT_OK(cudaLaunchKernelEx(&config, write_one, out.data()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  unsigned host = 0;
  CUDASEM_ASSERT_OK(cudaMemcpy(&host, out.data(), sizeof host, cudaMemcpyDeviceToHost));

  CUDASEM_EXPECT_EQ_NAMED("kernel_ran", host == 1, true);
}
