// SPDX-License-Identifier: Apache-2.0
// cudaLaunchKernelEx with a cluster width of 2 on a grid of 3 blocks (the cluster does not divide
// the grid, which the Programming Guide forbids: "The grid dimension must be a multiple of cluster
// size.") fails with cudaErrorInvalidClusterSize, the code the runtime names for a launch error
// due to cluster misconfiguration (the launch functions' return lists do not name it).
#include "../cluster.h"
#include "cudasem/cudasem.h"

namespace {
__global__ void noop() {}
}  // namespace

CUDASEM_CASE(ClusterLaunch, GridNotMultipleOfClusterFails,
    {
        .api = {"cudaLaunchKernelExC"},
        .cite = {.doc = "RT",
            .section = "cudaError (cudaErrorInvalidClusterSize)",
            .quote = "This indicates that a kernel launch error has occurred due to cluster misconfiguration."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("clusterLaunch") >= 1},
    }) {
  cudaLaunchAttribute attr = cudasem::cluster::cluster_dim(2);
  cudaLaunchConfig_t config = cudasem::cluster::config(3, 32, &attr, 1);

  CUDASEM_EXPECT_ERROR(
      cudaLaunchKernelExC(&config, reinterpret_cast<const void*>(noop), nullptr), cudaErrorInvalidClusterSize);
  cudasem::last_error(cudasem::LastError::clear);
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}
