// SPDX-License-Identifier: Apache-2.0
// Required cluster width 2 with height and depth left at 0 breaks "all 0 or all positive": either
// cudaFuncSetAttribute rejects it or, as the text says the check happens at launch time, the
// launch fails. Both results are recorded.
#include "cudasem/cudasem.h"

namespace {
__global__ void write_one(unsigned* out) { *out = 1; }
}  // namespace

CUDASEM_CASE(ClusterLaunch, RequiredDimsMixedZeroRejected,
    {
        .api = {"cudaFuncSetAttribute", "cudaLaunchKernel"},
        .cite = {.doc = "RT",
            .section = "cudaFuncSetAttribute",
            .quote =
                "The width, height, and depth values must either all be 0 or all be positive. The validity of the cluster dimensions is checked at launch time."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("clusterLaunch") >= 1},
    }) {
  cudaFuncAttributes fa{};
  CUDASEM_ASSERT_OK(cudaFuncGetAttributes(&fa, reinterpret_cast<const void*>(write_one)));
  if (fa.requiredClusterHeight != 0 || fa.requiredClusterDepth != 0)
    GTEST_SKIP() << "requires required cluster height and depth 0 by default; got " << fa.requiredClusterHeight << ", "
                 << fa.requiredClusterDepth;
  cudasem::DeviceBuffer<unsigned> out(1);
  CUDASEM_ASSERT_OK(cudaMemset(out.data(), 0, out.bytes()));

  cudaError_t set =
      cudaFuncSetAttribute(reinterpret_cast<const void*>(write_one), cudaFuncAttributeRequiredClusterWidth, 2);
  cudasem::last_error(cudasem::LastError::clear);
  write_one<<<2, 32>>>(out.data());
  cudaError_t launch = cudaGetLastError();
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());

  cudasem::observe("set_attribute_error", set);
  cudasem::observe("launch_error", launch);
  EXPECT_TRUE(set != cudaSuccess || launch != cudaSuccess)
      << "width 2 with height and depth 0 was accepted and launched";
}
