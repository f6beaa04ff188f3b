// SPDX-License-Identifier: Apache-2.0
// Required cluster width 2 with height and depth left at 0 breaks "all 0 or all positive", a
// requirement on the caller: the text says the dimensions are checked at launch time but names no
// failure for such a set, so what cudaFuncSetAttribute and the launch return is recorded
// (characterization), with whether the kernel's write happened.
#include "cudasem/cudasem.h"

namespace {
__global__ void write_one(unsigned* out) { *out = 1; }
}  // namespace

CUDASEM_CASE(ClusterLaunch, RequiredDimsMixedZeroResult,
    {
        .api = {"cudaFuncSetAttribute", "cudaLaunchKernel"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaFuncSetAttribute",
            .quote =
                "The width, height, and depth values must either all be 0 or all be positive. The validity of the cluster dimensions is checked at launch time."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::attr("clusterLaunch") >= 1},
    }) {
  cudaFuncAttributes fa{};
  CUDASEM_ASSERT_OK(cudaFuncGetAttributes(&fa, reinterpret_cast<const void*>(write_one)));
  if (fa.requiredClusterHeight != 0 || fa.requiredClusterDepth != 0)
    GTEST_SKIP() << "requires required cluster height and depth 0 by default; got " << fa.requiredClusterHeight << ", "
                 << fa.requiredClusterDepth;
  cudasem::DeviceBuffer<unsigned> out(1);
  CUDASEM_ASSERT_OK(cudaMemset(out.data(), 0, out.bytes()));

  CUDASEM_RECORD_CODE(
      cudaFuncSetAttribute(reinterpret_cast<const void*>(write_one), cudaFuncAttributeRequiredClusterWidth, 2));
  cudasem::last_error(cudasem::LastError::clear);
  write_one<<<2, 32>>>(out.data());
  CUDASEM_RECORD_CODE_OF(cudaLaunchKernel, cudaGetLastError());
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());

  unsigned seen = 0;
  CUDASEM_ASSERT_OK(cudaMemcpy(&seen, out.data(), sizeof seen, cudaMemcpyDeviceToHost));
  cudasem::observe("kernel_write_seen", seen == 1u);
}
