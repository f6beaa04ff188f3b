// SPDX-License-Identifier: Apache-2.0
// cudaOccupancyMaxPotentialClusterSize for a kernel that did not opt in to non-portable sizes
// returns a portable size: between 1 and 8 (the portable size for sm_90).
#include "../cluster.h"
#include "cudasem/cudasem.h"

namespace {
__global__ void noop() {}
}  // namespace

CUDASEM_CASE(ClusterOccupancy, MaxPotentialSizePortableByDefault,
    {
        .api = {"cudaOccupancyMaxPotentialClusterSize"},
        .cite = {.doc = "RT",
            .section = "cudaOccupancyMaxPotentialClusterSize",
            .quote = "By default this function will always return a value that's portable on future hardware."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("clusterLaunch") >= 1},
    }) {
  cudaLaunchConfig_t config = cudasem::cluster::config(64, 128, nullptr, 0);
  int size = 0;

  CUDASEM_ASSERT_OK(cudaOccupancyMaxPotentialClusterSize(&size, reinterpret_cast<const void*>(noop), &config));

  cudasem::environment("max_potential_cluster_size", size);
  CUDASEM_EXPECT_TRUE_NAMED("max_potential_cluster_size.at_least_one", size >= 1);
  CUDASEM_EXPECT_TRUE_NAMED("max_potential_cluster_size.portable", size <= 8);
}
