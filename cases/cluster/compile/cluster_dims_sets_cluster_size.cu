// SPDX-License-Identifier: Apache-2.0
// A __cluster_dims__(2,1,1) kernel launched with the classic <<<8, 32>>> syntax runs in clusters
// of 2: every block sees this_cluster().num_blocks() == 2.
#include <vector>

#include "cudasem/cudasem.h"
#include "../cluster.h"
#include "../cluster_kernels.cuh"

CUDASEM_CASE(ClusterCompileTime, ClusterDimsSetsClusterSize,
    {
        .api = {"cudaLaunchKernel"},
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 12.x) 5.2.1 Thread Block Clusters",
            .quote =
                "A cluster size can be enabled in a kernel either using a compile time kernel attribute using __cluster_dims__(X,Y,Z) or using the CUDA kernel launch API cudaLaunchKernelEx.",
            .version = "12.9"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("clusterLaunch") >= 1},
    }) {
  constexpr unsigned kBlocks = 8;
  std::vector<unsigned> host;

  ASSERT_NO_FATAL_FAILURE(cudasem::cluster::launch_and_read_back(
      kBlocks,
      [](unsigned* size) {
        cudasem::cluster::report_cluster_2<<<kBlocks, 32>>>(size);
        CUDASEM_ASSERT_OK(cudaGetLastError());
      },
      &host));

  cudasem::observe("cluster_size_seen", host[0]);
  unsigned other_sizes = 0;
  for (unsigned s : host) other_sizes += s != 2u;
  CUDASEM_EXPECT_EQ_NAMED("blocks_outside_clusters_of_2", other_sizes, 0u);
}
