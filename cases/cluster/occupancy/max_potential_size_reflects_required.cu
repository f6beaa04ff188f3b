// SPDX-License-Identifier: Apache-2.0
// For a kernel with a compile-time cluster size (__cluster_dims__(4,1,1)),
// cudaOccupancyMaxPotentialClusterSize returns that required size, 4.
#include "cudasem/cudasem.h"
#include "../cluster.h"
#include "../cluster_kernels.cuh"

CUDASEM_CASE(ClusterOccupancy, MaxPotentialSizeReflectsRequired,
    {
        .api = {"cudaOccupancyMaxPotentialClusterSize"},
        .cite = {.doc = "RT",
            .section = "cudaOccupancyMaxPotentialClusterSize",
            .quote =
                "If func has a required cluster size set (see cudaFuncGetAttributes),*clusterSize will reflect the required cluster size."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("clusterLaunch") >= 1},
    }) {
  cudaLaunchConfig_t config = cudasem::cluster::config(64, 128, nullptr, 0);
  int size = 0;

  CUDASEM_ASSERT_OK(cudaOccupancyMaxPotentialClusterSize(
      &size, reinterpret_cast<const void*>(cudasem::cluster::clustered_4), &config));

  CUDASEM_EXPECT_EQ_NAMED("max_potential_cluster_size", size, 4);
}
