// SPDX-License-Identifier: Apache-2.0
// Distributed shared memory atomics: in clusters of 4, every thread of every block atomically adds
// 1 to a counter in the shared memory of cluster rank 0 (through map_shared_rank); after
// cluster.sync() rank 0 finds the sum of all the cluster's threads.
#include <cooperative_groups.h>

#include "../cluster.h"
#include "cudasem/cudasem.h"

namespace {
__global__ void count_into_rank0(unsigned* totals) {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
  namespace cg = cooperative_groups;
  __shared__ unsigned counter;
  cg::cluster_group cluster = cg::this_cluster();
  if (threadIdx.x == 0) counter = 0;
  cluster.sync();
  atomicAdd(cluster.map_shared_rank(&counter, 0), 1u);
  cluster.sync();
  if (cluster.block_rank() == 0 && threadIdx.x == 0) totals[blockIdx.x / cluster.num_blocks()] = counter;
#endif
}
}  // namespace

CUDASEM_CASE(DistributedSharedMemory, RemoteAtomicsReachOwner,
    {
        .api = {"cudaLaunchKernelEx"},
        .cite = {.doc = "PG",
            .section = cudasem::cluster::kPgSection,
            .quote =
                "Thread blocks in a cluster have the ability to read, write, and perform atomics to any address in the distributed shared memory.",
            .version = "12.9"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("clusterLaunch") >= 1},
    }) {
  constexpr unsigned kClusters = 4, kClusterSize = 4, kThreads = 128;
  cudasem::DeviceBuffer<unsigned> totals(kClusters);
  CUDASEM_ASSERT_OK(cudaMemset(totals.data(), 0, totals.bytes()));
  cudaLaunchAttribute attr = cudasem::cluster::cluster_dim(kClusterSize);
  cudaLaunchConfig_t config = cudasem::cluster::config(kClusters * kClusterSize, kThreads, &attr, 1);

  CUDASEM_ASSERT_OK(cudaLaunchKernelEx(&config, count_into_rank0, totals.data()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  unsigned host[kClusters] = {};
  CUDASEM_ASSERT_OK(cudaMemcpy(host, totals.data(), totals.bytes(), cudaMemcpyDeviceToHost));

  cudasem::observe("cluster0_total", host[0]);
  unsigned wrong_totals = 0;
  for (unsigned t : host) wrong_totals += t != kClusterSize * kThreads;
  CUDASEM_EXPECT_EQ_NAMED("clusters_with_wrong_total", wrong_totals, 0u);
}
