// SPDX-License-Identifier: Apache-2.0
// Characterization: for a __cluster_dims__(2,1,1) kernel, cudaOccupancyMaxActiveClusters with a
// configuration naming a different cluster size (4); the text says the size must be unspecified
// or match, and names no outcome: records the code.
#include "cudasem/cudasem.h"
#include "../cluster.h"
#include "../cluster_kernels.cuh"

CUDASEM_CASE(ClusterOccupancy, MaxActiveClustersMismatchFails,
    {
        .api = {"cudaOccupancyMaxActiveClusters"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaOccupancyMaxActiveClusters",
            .quote =
                "If the function has required cluster size already set (see cudaFuncGetAttributes), the cluster size from config must either be unspecified or match the required size."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::attr("clusterLaunch") >= 1},
    }) {
  cudaLaunchAttribute attr = cudasem::cluster::cluster_dim(4);
  cudaLaunchConfig_t config = cudasem::cluster::config(64, 128, &attr, 1);
  int clusters = -1;

  const cudaError_t result =
      cudaOccupancyMaxActiveClusters(&clusters, reinterpret_cast<const void*>(cudasem::cluster::clustered_2), &config);
  cudasem::observe("mismatched_cluster_size", result);
  cudasem::last_error(cudasem::LastError::clear);
}
