// SPDX-License-Identifier: Apache-2.0
// A __cluster_dims__(2,1,1) kernel launched with cudaLaunchKernelEx and a cluster dimension of 4:
// the compile-time size cannot be modified, so either the launch fails or the blocks still run in
// clusters of 2 (never 4). The launch result and the size the blocks saw are recorded.
#include <cooperative_groups.h>

#include "../cluster_config.h"
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

CUDASEM_CASE(ClusterCompileTime, LaunchAttributeCannotChangeSize, {
    .api = {"cudaLaunchKernelEx"},
    .cite = {.doc = "PG", .section = cudasem_cases::cluster::kPgSection,
             .quote = "If a kernel uses compile-time cluster size, the cluster size cannot be modified when launching the kernel.",
             .version = "12.9"},
    .needs = {cudasem::attr("clusterLaunch") >= 1},
}) {
  constexpr unsigned kBlocks = 8;
  cudasem::DeviceBuffer<unsigned> size(kBlocks);
  CUDASEM_ASSERT_OK(cudaMemset(size.data(), 0, size.bytes()));
  cudaLaunchAttribute attr = cudasem_cases::cluster::cluster_dim(4);
  cudaLaunchConfig_t config = cudasem_cases::cluster::config(kBlocks, 32, &attr, 1);

  cudaError_t launch = cudaLaunchKernelEx(&config, report_cluster, size.data());
  cudasem::last_error(cudasem::LastError::clear);
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  unsigned host[kBlocks] = {};
  CUDASEM_ASSERT_OK(cudaMemcpy(host, size.data(), size.bytes(), cudaMemcpyDeviceToHost));

  int fours = 0;
  for (unsigned s : host) fours += s == 4;
  cudasem::observe("launch_error", cudasem::error_text(launch));
  cudasem::observe("cluster_size_seen", host[0]);
  EXPECT_EQ(fours, 0) << "the launch attribute changed the compile-time cluster size";
  if (launch == cudaSuccess)
    for (unsigned s : host) EXPECT_EQ(s, 2u);
}
