// SPDX-License-Identifier: Apache-2.0
// cudaOccupancyMaxActiveClusters for clusters of 2 and of 8 blocks of 128 threads: the counts
// are recorded (the text says they are not guaranteed to be achievable), and a grid of that many
// 2-block clusters is launched to record whether it ran.
#include "../cluster.h"
#include "cudasem/cudasem.h"

namespace {
__global__ void count_blocks(unsigned* counter) {
  if (threadIdx.x == 0) atomicAdd(counter, 1u);
}
}  // namespace

CUDASEM_CASE(ClusterOccupancy, MaxActiveClustersRecorded,
    {
        .api = {"cudaOccupancyMaxActiveClusters"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaOccupancyMaxActiveClusters",
            .quote =
                "Runtime environment may affect how the hardware schedules the clusters, so the calculated occupancy is not guaranteed to be achievable."},
        .claim = cudasem::Claim::hedge,
        .needs = {cudasem::attr("clusterLaunch") >= 1},
    }) {
  const void* fn = reinterpret_cast<const void*>(count_blocks);
  cudaLaunchAttribute two = cudasem::cluster::cluster_dim(2), eight = cudasem::cluster::cluster_dim(8);
  cudaLaunchConfig_t config2 = cudasem::cluster::config(64, 128, &two, 1);
  cudaLaunchConfig_t config8 = cudasem::cluster::config(64, 128, &eight, 1);
  int clusters2 = 0, clusters8 = 0;

  CUDASEM_ASSERT_OK(cudaOccupancyMaxActiveClusters(&clusters2, fn, &config2));
  CUDASEM_ASSERT_OK(cudaOccupancyMaxActiveClusters(&clusters8, fn, &config8));
  cudasem::environment("max_active_clusters_of_2", clusters2);
  cudasem::environment("max_active_clusters_of_8", clusters8);
  if (clusters2 < 1) return;
  cudasem::DeviceBuffer<unsigned> counter(1);
  CUDASEM_ASSERT_OK(cudaMemset(counter.data(), 0, counter.bytes()));
  cudaLaunchConfig_t launch = cudasem::cluster::config(static_cast<unsigned>(clusters2) * 2, 128, &two, 1);
  cudaError_t r = cudaLaunchKernelEx(&launch, count_blocks, counter.data());
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  unsigned blocks = 0;
  CUDASEM_ASSERT_OK(cudaMemcpy(&blocks, counter.data(), sizeof blocks, cudaMemcpyDeviceToHost));

  cudasem::observe("launch_of_max_clusters", r);
  cudasem::environment("blocks_ran", blocks);
  cudasem::observe("all_blocks_ran", blocks == static_cast<unsigned>(clusters2) * 2);
}
