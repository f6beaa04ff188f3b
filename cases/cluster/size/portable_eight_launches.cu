// SPDX-License-Identifier: Apache-2.0
// A cluster of 8 blocks (the portable maximum) launches through cudaLaunchKernelEx without any
// opt-in, and every block sees a cluster of 8.
#include <vector>

#include "cudasem/cudasem.h"
#include "../cluster.h"
#include "../cluster_kernels.cuh"

CUDASEM_CASE(ClusterSize, PortableEightLaunches,
    {
        .api = {"cudaLaunchKernelEx"},
        .cite = {.doc = "PG",
            .section = cudasem::cluster::kPgSection,
            .quote = "a maximum of 8 thread blocks in a cluster is supported as a portable cluster size in CUDA.",
            .version = "12.9"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("clusterLaunch") >= 1},
    }) {
  constexpr unsigned kBlocks = 16;
  cudaLaunchAttribute attr = cudasem::cluster::cluster_dim(8);
  cudaLaunchConfig_t config = cudasem::cluster::config(kBlocks, 64, &attr, 1);
  std::vector<unsigned> host;

  ASSERT_NO_FATAL_FAILURE(cudasem::cluster::launch_and_read_back(
      kBlocks,
      [&](unsigned* size) { CUDASEM_EXPECT_OK(cudaLaunchKernelEx(&config, cudasem::cluster::report_cluster, size)); },
      &host));

  int eights = 0;
  for (unsigned s : host) eights += s == 8;
  CUDASEM_EXPECT_EQ_NAMED("blocks_in_clusters_of_8", eights, static_cast<int>(kBlocks));
}
