// SPDX-License-Identifier: Apache-2.0
// cudaLaunchKernelEx with a cluster width of 2 on a grid of 3 blocks (the cluster does not divide
// the grid) fails; the code is recorded (cudaErrorInvalidClusterSize names cluster
// misconfiguration, but the launch functions do not list it).
#include "../cluster.h"
#include "cudasem/cudasem.h"

namespace {
__global__ void noop() {}
}  // namespace

CUDASEM_CASE(ClusterLaunch, GridNotMultipleOfClusterFails,
    {
        .api = {"cudaLaunchKernelExC"},
        .cite = {.doc = "PG",
            .section = cudasem::cluster::kPgSection,
            .quote = "The grid dimension must be a multiple of cluster size.",
            .version = "12.9"},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("clusterLaunch") >= 1},
    }) {
  cudaLaunchAttribute attr = cudasem::cluster::cluster_dim(2);
  cudaLaunchConfig_t config = cudasem::cluster::config(3, 32, &attr, 1);

  CUDASEM_EXPECT_FAILURE(cudaLaunchKernelExC(&config, reinterpret_cast<const void*>(noop), nullptr));
  cudasem::last_error(cudasem::LastError::clear);
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}
