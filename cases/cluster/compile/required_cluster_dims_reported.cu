// SPDX-License-Identifier: Apache-2.0
// cudaFuncGetAttributes on a __cluster_dims__(2,1,1) kernel reports the required cluster width,
// height and depth 2, 1, 1.
#include "cudasem/cudasem.h"

namespace {
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 900
__global__ void __cluster_dims__(2, 1, 1) clustered() {}
#else
__global__ void clustered() {}
#endif
}  // namespace

CUDASEM_CASE(ClusterCompileTime, RequiredClusterDimsReported, {
    .api = {"cudaFuncGetAttributes"},
    .cite = {.doc = "DRV", .section = "CUfunction_attribute (CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_WIDTH)",
             .quote = "The required cluster width in blocks."},
    .needs = {cudasem::attr("clusterLaunch") >= 1},
}) {
  cudaFuncAttributes fa{};

  CUDASEM_ASSERT_OK(cudaFuncGetAttributes(&fa, reinterpret_cast<const void*>(clustered)));

  cudasem::observe("required_cluster_width", fa.requiredClusterWidth);
  cudasem::observe("required_cluster_height", fa.requiredClusterHeight);
  cudasem::observe("required_cluster_depth", fa.requiredClusterDepth);
  cudasem::observe("cluster_dim_must_be_set", fa.clusterDimMustBeSet);
  EXPECT_EQ(fa.requiredClusterWidth, 2);
  EXPECT_EQ(fa.requiredClusterHeight, 1);
  EXPECT_EQ(fa.requiredClusterDepth, 1);
}
