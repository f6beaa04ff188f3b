// SPDX-License-Identifier: Apache-2.0
// cudaLaunchAttributeClusterSchedulingPolicyPreference (spread) is valid for a launch: with a
// cluster dimension of 2, cudaLaunchKernelEx succeeds and the blocks run in clusters of 2.
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

CUDASEM_CASE(ClusterLaunch, SchedulingPolicyPreferenceAccepted, {
    .api = {"cudaLaunchKernelEx"},
    .cite = {.doc = "RT", .section = "cudaLaunchAttributeID (cudaLaunchAttributeClusterSchedulingPolicyPreference)",
             .quote = "Valid for graph nodes, launches."},
    .needs = {cudasem::attr("clusterLaunch") >= 1},
}) {
  constexpr unsigned kBlocks = 8;
  cudasem::DeviceBuffer<unsigned> size(kBlocks);
  CUDASEM_ASSERT_OK(cudaMemset(size.data(), 0, size.bytes()));
  cudaLaunchAttribute attrs[2] = {cudasem_cases::cluster::cluster_dim(2), {}};
  attrs[1].id = cudaLaunchAttributeClusterSchedulingPolicyPreference;
  attrs[1].val.clusterSchedulingPolicyPreference = cudaClusterSchedulingPolicySpread;
  cudaLaunchConfig_t config = cudasem_cases::cluster::config(kBlocks, 32, attrs, 2);

  CUDASEM_EXPECT_OK(cudaLaunchKernelEx(&config, report_cluster, size.data()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  unsigned host[kBlocks] = {};
  CUDASEM_ASSERT_OK(cudaMemcpy(host, size.data(), size.bytes(), cudaMemcpyDeviceToHost));

  cudasem::observe("cluster_size_seen", host[0]);
  for (unsigned s : host) EXPECT_EQ(s, 2u);
}
