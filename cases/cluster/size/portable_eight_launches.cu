// SPDX-License-Identifier: Apache-2.0
// A cluster of 8 blocks (the portable maximum) launches through cudaLaunchKernelEx without any
// opt-in, and every block sees a cluster of 8.
#include <cooperative_groups.h>

#include "../cluster_config.h"
#include "cudasem/cudasem.h"

namespace {
__global__ void report_cluster(unsigned* size) {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
  if (threadIdx.x == 0) size[blockIdx.x] = cooperative_groups::this_cluster().num_blocks();
#endif
}
}  // namespace

CUDASEM_CASE(ClusterSize, PortableEightLaunches, {
    .api = {"cudaLaunchKernelEx"},
    .cite = {.doc = "PG", .section = cudasem_cases::cluster::kPgSection,
             .quote = "a maximum of 8 thread blocks in a cluster is supported as a portable cluster size in CUDA.",
             .version = "12.9"},
    .needs = {cudasem::attr("clusterLaunch") >= 1},
}) {
  constexpr unsigned kBlocks = 16;
  cudasem::DeviceBuffer<unsigned> size(kBlocks);
  CUDASEM_ASSERT_OK(cudaMemset(size.data(), 0, size.bytes()));
  cudaLaunchAttribute attr = cudasem_cases::cluster::cluster_dim(8);
  cudaLaunchConfig_t config = cudasem_cases::cluster::config(kBlocks, 64, &attr, 1);

  CUDASEM_EXPECT_OK(cudaLaunchKernelEx(&config, report_cluster, size.data()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  unsigned host[kBlocks] = {};
  CUDASEM_ASSERT_OK(cudaMemcpy(host, size.data(), size.bytes(), cudaMemcpyDeviceToHost));

  int eights = 0;
  for (unsigned s : host) eights += s == 8;
  cudasem::observe("blocks_in_clusters_of_8", eights);
  EXPECT_EQ(eights, static_cast<int>(kBlocks));
}
