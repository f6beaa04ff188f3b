// SPDX-License-Identifier: Apache-2.0
// A 2x2 cluster dimension on a 4x4 grid (cudaLaunchKernelEx): every block sees a cluster of 4
// blocks shaped 2x2 (cluster_group::dim_blocks()).
#include <cooperative_groups.h>

#include <string>

#include "../cluster.h"
#include "cudasem/cudasem.h"

namespace {
__global__ void report_cluster(unsigned* shape) {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
  cooperative_groups::cluster_group c = cooperative_groups::this_cluster();
  if (threadIdx.x == 0) {
    const unsigned b = blockIdx.y * gridDim.x + blockIdx.x;
    const dim3 d = c.dim_blocks();
    shape[b * 3 + 0] = d.x;
    shape[b * 3 + 1] = d.y;
    shape[b * 3 + 2] = c.num_blocks();
  }
#endif
}
}  // namespace

CUDASEM_CASE(ClusterLaunch, TwoDimensionalCluster,
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
  constexpr unsigned kBlocks = 16;
  cudasem::DeviceBuffer<unsigned> shape(kBlocks * 3);
  CUDASEM_ASSERT_OK(cudaMemset(shape.data(), 0, shape.bytes()));
  cudaLaunchAttribute attr = cudasem::cluster::cluster_dim(2, 2);
  cudaLaunchConfig_t config = cudasem::cluster::config(0, 32, &attr, 1);
  config.gridDim = dim3(4, 4);

  CUDASEM_ASSERT_OK(cudaLaunchKernelEx(&config, report_cluster, shape.data()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  unsigned host[kBlocks * 3] = {};
  CUDASEM_ASSERT_OK(cudaMemcpy(host, shape.data(), shape.bytes(), cudaMemcpyDeviceToHost));

  int matching = 0;
  for (unsigned b = 0; b < kBlocks; ++b) matching += host[b * 3] == 2 && host[b * 3 + 1] == 2 && host[b * 3 + 2] == 4;
  cudasem::observe("cluster_shape_block0", std::to_string(host[0]) + "x" + std::to_string(host[1]));
  CUDASEM_EXPECT_EQ_NAMED("blocks_matching", matching, static_cast<int>(kBlocks));
}
