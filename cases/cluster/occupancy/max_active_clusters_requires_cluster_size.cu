// SPDX-License-Identifier: Apache-2.0
// cudaOccupancyMaxActiveClusters for a kernel without a required cluster size and a configuration
// without a cluster dimension returns an error (the code is recorded).
#include "../cluster.h"
#include "cudasem/cudasem.h"

namespace {
__global__ void noop() {}
}  // namespace

CUDASEM_CASE(ClusterOccupancy, MaxActiveClustersRequiresClusterSize,
    {
        .api = {"cudaOccupancyMaxActiveClusters"},
        .cite = {.doc = "RT",
            .section = "cudaOccupancyMaxActiveClusters",
            .quote =
                "Without required sizes, the cluster size must be specified in config, else the function will return an error."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("clusterLaunch") >= 1},
    }) {
  cudaLaunchConfig_t config = cudasem::cluster::config(64, 128, nullptr, 0);
  int clusters = -1;

  CUDASEM_EXPECT_FAILURE(cudaOccupancyMaxActiveClusters(&clusters, reinterpret_cast<const void*>(noop), &config));
  cudasem::last_error(cudasem::LastError::clear);
}
