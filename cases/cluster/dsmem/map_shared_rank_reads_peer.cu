// SPDX-License-Identifier: Apache-2.0
// Distributed shared memory: in clusters of 4, each block fills its shared array with its rank,
// cluster.sync(), then reads its neighbour's array through map_shared_rank; every block must find
// the neighbour's rank in every word.
#include <cooperative_groups.h>

#include "../cluster.h"
#include "cudasem/cudasem.h"

namespace {
constexpr unsigned kWords = 256;
__global__ void read_neighbour(unsigned* bad) {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
  namespace cg = cooperative_groups;
  __shared__ unsigned words[kWords];
  cg::cluster_group cluster = cg::this_cluster();
  const unsigned me = cluster.block_rank(), peer = (me + 1) % cluster.num_blocks();
  for (unsigned i = threadIdx.x; i < kWords; i += blockDim.x) words[i] = me * 1000 + i;
  cluster.sync();
  const unsigned* remote = cluster.map_shared_rank(words, peer);
  unsigned wrong = 0;
  for (unsigned i = threadIdx.x; i < kWords; i += blockDim.x) wrong += remote[i] != peer * 1000 + i;
  if (wrong) atomicAdd(bad, wrong);
  cluster.sync();  // no block exits while another still reads its shared memory
#else
  if (threadIdx.x == 0 && blockIdx.x == 0) atomicAdd(bad, 1u);
#endif
}
}  // namespace

CUDASEM_CASE(DistributedSharedMemory, MapSharedRankReadsPeer,
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
  cudasem::DeviceBuffer<unsigned> bad(1);
  CUDASEM_ASSERT_OK(cudaMemset(bad.data(), 0, bad.bytes()));
  cudaLaunchAttribute attr = cudasem::cluster::cluster_dim(4);
  cudaLaunchConfig_t config = cudasem::cluster::config(16, 128, &attr, 1);

  CUDASEM_ASSERT_OK(cudaLaunchKernelEx(&config, read_neighbour, bad.data()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  unsigned host = 1;
  CUDASEM_ASSERT_OK(cudaMemcpy(&host, bad.data(), sizeof host, cudaMemcpyDeviceToHost));

  CUDASEM_EXPECT_EQ_NAMED("mismatched_words", host, 0u);
}
