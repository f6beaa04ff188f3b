// SPDX-License-Identifier: Apache-2.0
// cudaFuncSetAttribute(cudaFuncAttributeRequiredClusterWidth = 2, height 1, depth 1) on a kernel
// without __cluster_dims__: a plain <<<4, 32>>> launch then runs in clusters of 2 blocks.
#include <cooperative_groups.h>

#include "cudasem/cudasem.h"

namespace {
__global__ void report_cluster(unsigned* size) {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
  if (threadIdx.x == 0) size[blockIdx.x] = cooperative_groups::this_cluster().num_blocks();
#endif
}
}  // namespace

CUDASEM_CASE(ClusterLaunch, RuntimeRequiredWidthSetsCluster, {
    .api = {"cudaFuncSetAttribute"},
    .cite = {.doc = "RT", .section = "cudaFuncSetAttribute",
             .quote = "cudaFuncAttributeRequiredClusterWidth: The required cluster width in blocks."},
    .needs = {cudasem::attr("clusterLaunch") >= 1},
}) {
  const void* fn = reinterpret_cast<const void*>(report_cluster);
  CUDASEM_ASSERT_OK(cudaFuncSetAttribute(fn, cudaFuncAttributeRequiredClusterWidth, 2));
  CUDASEM_ASSERT_OK(cudaFuncSetAttribute(fn, cudaFuncAttributeRequiredClusterHeight, 1));
  CUDASEM_ASSERT_OK(cudaFuncSetAttribute(fn, cudaFuncAttributeRequiredClusterDepth, 1));
  cudasem::DeviceBuffer<unsigned> size(4);
  CUDASEM_ASSERT_OK(cudaMemset(size.data(), 0, size.bytes()));

  report_cluster<<<4, 32>>>(size.data());
  CUDASEM_ASSERT_OK(cudaGetLastError());
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  unsigned host[4] = {};
  CUDASEM_ASSERT_OK(cudaMemcpy(host, size.data(), size.bytes(), cudaMemcpyDeviceToHost));

  cudasem::observe("cluster_size_seen", host[0]);
  for (unsigned s : host) EXPECT_EQ(s, 2u);
}
