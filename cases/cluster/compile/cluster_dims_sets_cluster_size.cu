// SPDX-License-Identifier: Apache-2.0
// A __cluster_dims__(2,1,1) kernel launched with the classic <<<8, 32>>> syntax runs in clusters
// of 2: every block sees this_cluster().num_blocks() == 2.
#include <cooperative_groups.h>

#include "cudasem/cudasem.h"

namespace {
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 900
__global__ void __cluster_dims__(2, 1, 1) report_cluster(unsigned* size) {
#if defined(__CUDA_ARCH__)
  if (threadIdx.x == 0) size[blockIdx.x] = cooperative_groups::this_cluster().num_blocks();
#endif
}
#else
__global__ void report_cluster(unsigned*) {}
#endif
}  // namespace

CUDASEM_CASE(ClusterCompileTime, ClusterDimsSetsClusterSize, {
    .api = {"cudaLaunchKernel"},
    .cite = {.doc = "PG", .section = "CUDA C++ Programming Guide (legacy, 12.x) 5.2.1 Thread Block Clusters",
             .quote = "A cluster size can be enabled in a kernel either using a compile time kernel attribute using __cluster_dims__(X,Y,Z) or using the CUDA kernel launch API cudaLaunchKernelEx.",
             .version = "12.9"},
    .needs = {cudasem::attr("clusterLaunch") >= 1},
}) {
  constexpr unsigned kBlocks = 8;
  cudasem::DeviceBuffer<unsigned> size(kBlocks);
  CUDASEM_ASSERT_OK(cudaMemset(size.data(), 0, size.bytes()));

  report_cluster<<<kBlocks, 32>>>(size.data());
  CUDASEM_ASSERT_OK(cudaGetLastError());
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  unsigned host[kBlocks] = {};
  CUDASEM_ASSERT_OK(cudaMemcpy(host, size.data(), size.bytes(), cudaMemcpyDeviceToHost));

  cudasem::observe("cluster_size_seen", host[0]);
  for (unsigned s : host) EXPECT_EQ(s, 2u);
}
