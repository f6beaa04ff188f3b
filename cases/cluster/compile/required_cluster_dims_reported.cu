// SPDX-License-Identifier: Apache-2.0
// cudaFuncGetAttributes on a __cluster_dims__(2,1,1) kernel reports the required cluster width,
// height and depth 2, 1, 1.
#include "cudasem/cudasem.h"
#include "../cluster_kernels.cuh"

CUDASEM_CASE(ClusterCompileTime, RequiredClusterDimsReported,
    {
        .api = {"cudaFuncGetAttributes"},
        .cite = {.doc = "DRV",
            .section = "CUfunction_attribute (CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_WIDTH)",
            .quote = "The required cluster width in blocks."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("clusterLaunch") >= 1},
    }) {
  cudaFuncAttributes fa{};

  CUDASEM_ASSERT_OK(cudaFuncGetAttributes(&fa, reinterpret_cast<const void*>(cudasem::cluster::clustered_2)));

  cudasem::observe("cluster_dim_must_be_set", fa.clusterDimMustBeSet);
  CUDASEM_EXPECT_EQ_NAMED("required_cluster_width", fa.requiredClusterWidth, 2);
  CUDASEM_EXPECT_EQ_NAMED("required_cluster_height", fa.requiredClusterHeight, 1);
  CUDASEM_EXPECT_EQ_NAMED("required_cluster_depth", fa.requiredClusterDepth, 1);
}
