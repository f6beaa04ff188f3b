// SPDX-License-Identifier: Apache-2.0
// cudaLaunchKernelEx with cudaLaunchAttributeClusterDimension {2,1,1} on an 8-block grid: every
// block sees a cluster of 2 blocks (cooperative_groups::this_cluster().num_blocks()) and its rank
// blockIdx.x % 2.
#include <cooperative_groups.h>

#include "../cluster.h"
#include "cudasem/cudasem.h"

namespace {
__global__ void report_cluster(unsigned* size, unsigned* rank) {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
  cooperative_groups::cluster_group c = cooperative_groups::this_cluster();
  if (threadIdx.x == 0) {
    size[blockIdx.x] = c.num_blocks();
    rank[blockIdx.x] = c.block_rank();
  }
#endif
}
}  // namespace

CUDASEM_CASE(ClusterLaunch, AttributeSetsClusterSize,
    {
        .api = {"cudaLaunchKernelEx"},
        .cite = {.doc = "PG",
            .section = cudasem::cluster::kPgSection,
            .quote =
                "A cluster size can be enabled in a kernel either using a compile time kernel attribute using __cluster_dims__(X,Y,Z) or using the CUDA kernel launch API cudaLaunchKernelEx.",
            .version = "12.9"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("clusterLaunch") >= 1},
    }) {
  constexpr unsigned kBlocks = 8;
  cudasem::DeviceBuffer<unsigned> size(kBlocks), rank(kBlocks);
  CUDASEM_ASSERT_OK(cudaMemset(size.data(), 0, size.bytes()));
  CUDASEM_ASSERT_OK(cudaMemset(rank.data(), 0xff, rank.bytes()));
  cudaLaunchAttribute attr = cudasem::cluster::cluster_dim(2);
  cudaLaunchConfig_t config = cudasem::cluster::config(kBlocks, 32, &attr, 1);

  CUDASEM_ASSERT_OK(cudaLaunchKernelEx(&config, report_cluster, size.data(), rank.data()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  unsigned s[kBlocks] = {}, r[kBlocks] = {};
  CUDASEM_ASSERT_OK(cudaMemcpy(s, size.data(), size.bytes(), cudaMemcpyDeviceToHost));
  CUDASEM_ASSERT_OK(cudaMemcpy(r, rank.data(), rank.bytes(), cudaMemcpyDeviceToHost));

  int matching = 0;
  for (unsigned b = 0; b < kBlocks; ++b) matching += s[b] == 2 && r[b] == b % 2;
  cudasem::observe("cluster_size_seen_by_block0", s[0]);
  CUDASEM_EXPECT_EQ_NAMED("blocks_matching", matching, static_cast<int>(kBlocks));
}
