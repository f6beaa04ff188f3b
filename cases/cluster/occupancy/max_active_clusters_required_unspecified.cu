// SPDX-License-Identifier: Apache-2.0
// For a __cluster_dims__(2,1,1) kernel, cudaOccupancyMaxActiveClusters with no cluster dimension
// in the configuration (which the text allows for a function with a required cluster size) returns
// the count; the count is recorded.
#include "cudasem/cudasem.h"
#include "../cluster.h"
#include "../cluster_kernels.cuh"

CUDASEM_CASE(ClusterOccupancy, MaxActiveClustersRequiredUnspecified,
    {
        .api = {"cudaOccupancyMaxActiveClusters"},
        .cite = {.doc = "RT",
            .section = "cudaOccupancyMaxActiveClusters",
            .quote =
                "Given the kernel function (func) and launch configuration (config), return the maximum number of clusters that could co-exist on the target device in *numClusters."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("clusterLaunch") >= 1},
    }) {
  cudaLaunchConfig_t config = cudasem::cluster::config(64, 128, nullptr, 0);
  int clusters = -1;

  CUDASEM_EXPECT_OK(
      cudaOccupancyMaxActiveClusters(&clusters, reinterpret_cast<const void*>(cudasem::cluster::clustered_2), &config));

  cudasem::environment("max_active_clusters", clusters);
}
