// SPDX-License-Identifier: Apache-2.0
// cudaFuncSetAttribute(cudaFuncAttributeRequiredClusterWidth = 2, height 1, depth 1) on a kernel
// without __cluster_dims__: a plain <<<4, 32>>> launch then runs in clusters of 2 blocks.
#include <vector>

#include "cudasem/cudasem.h"
#include "../cluster.h"
#include "../cluster_kernels.cuh"

CUDASEM_CASE(ClusterLaunch, RuntimeRequiredWidthSetsCluster,
    {
        .api = {"cudaFuncSetAttribute"},
        .cite = {.doc = "RT",
            .section = "cudaFuncSetAttribute",
            .quote = "cudaFuncAttributeRequiredClusterWidth: The required cluster width in blocks."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("clusterLaunch") >= 1},
    }) {
  const void* fn = reinterpret_cast<const void*>(cudasem::cluster::report_cluster);
  CUDASEM_ASSERT_OK(cudaFuncSetAttribute(fn, cudaFuncAttributeRequiredClusterWidth, 2));
  CUDASEM_ASSERT_OK(cudaFuncSetAttribute(fn, cudaFuncAttributeRequiredClusterHeight, 1));
  CUDASEM_ASSERT_OK(cudaFuncSetAttribute(fn, cudaFuncAttributeRequiredClusterDepth, 1));
  std::vector<unsigned> host;

  ASSERT_NO_FATAL_FAILURE(cudasem::cluster::launch_and_read_back(
      4,
      [](unsigned* size) {
        cudasem::cluster::report_cluster<<<4, 32>>>(size);
        CUDASEM_ASSERT_OK(cudaGetLastError());
      },
      &host));

  cudasem::observe("cluster_size_seen", host[0]);
  unsigned other_sizes = 0;
  for (unsigned s : host) other_sizes += s != 2u;
  CUDASEM_EXPECT_EQ_NAMED("blocks_outside_clusters_of_2", other_sizes, 0u);
}
