// SPDX-License-Identifier: Apache-2.0
// cudaLaunchAttributeClusterSchedulingPolicyPreference (spread) is valid for a launch: with a
// cluster dimension of 2, cudaLaunchKernelEx succeeds and the blocks run in clusters of 2.
#include <vector>

#include "cudasem/cudasem.h"
#include "../cluster.h"
#include "../cluster_kernels.cuh"

CUDASEM_CASE(ClusterLaunch, SchedulingPolicyPreferenceAccepted,
    {
        .api = {"cudaLaunchKernelEx"},
        .cite = {.doc = "RT",
            .section = "cudaLaunchAttributeID (cudaLaunchAttributeClusterSchedulingPolicyPreference)",
            .quote = "Valid for graph nodes, launches."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("clusterLaunch") >= 1},
    }) {
  constexpr unsigned kBlocks = 8;
  cudaLaunchAttribute attrs[2] = {cudasem::cluster::cluster_dim(2), {}};
  attrs[1].id = cudaLaunchAttributeClusterSchedulingPolicyPreference;
  attrs[1].val.clusterSchedulingPolicyPreference = cudaClusterSchedulingPolicySpread;
  cudaLaunchConfig_t config = cudasem::cluster::config(kBlocks, 32, attrs, 2);
  std::vector<unsigned> host;

  ASSERT_NO_FATAL_FAILURE(cudasem::cluster::launch_and_read_back(
      kBlocks,
      [&](unsigned* size) { CUDASEM_EXPECT_OK(cudaLaunchKernelEx(&config, cudasem::cluster::report_cluster, size)); },
      &host));

  cudasem::observe("cluster_size_seen", host[0]);
  unsigned other_sizes = 0;
  for (unsigned s : host) other_sizes += s != 2u;
  CUDASEM_EXPECT_EQ_NAMED("blocks_outside_clusters_of_2", other_sizes, 0u);
}
