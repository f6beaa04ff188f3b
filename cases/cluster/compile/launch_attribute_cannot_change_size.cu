// SPDX-License-Identifier: Apache-2.0
// A __cluster_dims__(2,1,1) kernel launched with cudaLaunchKernelEx and a cluster dimension of 4:
// the compile-time size cannot be modified, so either the launch fails or the blocks still run in
// clusters of 2 (never 4). The launch result and the size the blocks saw are recorded.
#include <vector>

#include "cudasem/cudasem.h"
#include "../cluster.h"
#include "../cluster_kernels.cuh"

CUDASEM_CASE(ClusterCompileTime, LaunchAttributeCannotChangeSize,
    {
        .api = {"cudaLaunchKernelEx"},
        .cite = {.doc = "PG",
            .section = cudasem::cluster::kPgSection,
            .quote =
                "If a kernel uses compile-time cluster size, the cluster size cannot be modified when launching the kernel.",
            .version = "12.9"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("clusterLaunch") >= 1},
    }) {
  constexpr unsigned kBlocks = 8;
  cudaLaunchAttribute attr = cudasem::cluster::cluster_dim(4);
  cudaLaunchConfig_t config = cudasem::cluster::config(kBlocks, 32, &attr, 1);
  cudaError_t launch = cudaSuccess;
  std::vector<unsigned> host;

  ASSERT_NO_FATAL_FAILURE(cudasem::cluster::launch_and_read_back(
      kBlocks,
      [&](unsigned* size) {
        launch = cudaLaunchKernelEx(&config, cudasem::cluster::report_cluster_2, size);
        cudasem::last_error(cudasem::LastError::clear);
      },
      &host));

  int fours = 0;
  for (unsigned s : host) fours += s == 4;
  cudasem::observe("launch_error", launch);
  cudasem::observe("cluster_size_seen", host[0]);
  CUDASEM_EXPECT_EQ_NAMED("blocks_in_clusters_of_4", fours, 0)
      << "the launch attribute changed the compile-time cluster size";
  if (launch == cudaSuccess) {
    unsigned other_sizes = 0;
    for (unsigned s : host) other_sizes += s != 2u;
    CUDASEM_EXPECT_EQ_NAMED("blocks_outside_clusters_of_2", other_sizes, 0u);
  }
}
