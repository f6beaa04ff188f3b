// SPDX-License-Identifier: Apache-2.0
// Characterization: without cudaFuncAttributeNonPortableClusterSizeAllowed, a launch with a
// non-portable cluster size (the largest size the opt-in query reports, above 8); the text says
// 0 disallows it, and names no outcome of the launch: records the code.
#include "../cluster.h"
#include "cudasem/cudasem.h"

namespace {
__global__ void noop() {}
__global__ void probe_only() {}  // the opt-in query uses a second kernel, so noop keeps the default
}  // namespace

CUDASEM_CASE(ClusterSize, NonPortableWithoutOptInFails,
    {
        .api = {"cudaLaunchKernelExC"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "CUfunction_attribute (CU_FUNC_ATTRIBUTE_NON_PORTABLE_CLUSTER_SIZE_ALLOWED)",
            .quote =
                "Whether the function can be launched with non-portable cluster size. 1 is allowed, 0 is disallowed."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::attr("clusterLaunch") >= 1},
    }) {
  cudaFuncAttributes fa{};
  CUDASEM_ASSERT_OK(cudaFuncGetAttributes(&fa, reinterpret_cast<const void*>(noop)));
  cudasem::observe("default_non_portable_allowed", fa.nonPortableClusterSizeAllowed);
  if (fa.nonPortableClusterSizeAllowed != 0) GTEST_SKIP() << "the kernel allows non-portable sizes by default";
  CUDASEM_ASSERT_OK(cudaFuncSetAttribute(
      reinterpret_cast<const void*>(probe_only), cudaFuncAttributeNonPortableClusterSizeAllowed, 1));
  cudaLaunchConfig_t query = cudasem::cluster::config(16, 32, nullptr, 0);
  int largest = 0;
  CUDASEM_ASSERT_OK(cudaOccupancyMaxPotentialClusterSize(&largest, reinterpret_cast<const void*>(probe_only), &query));
  cudasem::environment("non_portable_max", largest);
  if (largest <= 8) GTEST_SKIP() << "requires a non-portable cluster size above 8; device allows " << largest;
  cudaLaunchAttribute attr = cudasem::cluster::cluster_dim(static_cast<unsigned>(largest));
  cudaLaunchConfig_t config = cudasem::cluster::config(static_cast<unsigned>(largest), 32, &attr, 1);

  const cudaError_t result = cudaLaunchKernelExC(&config, reinterpret_cast<const void*>(noop), nullptr);
  cudasem::observe("non_portable_launch_without_opt_in", result);
  cudasem::last_error(cudasem::LastError::clear);
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}
