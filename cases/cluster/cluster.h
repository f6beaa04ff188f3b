// SPDX-License-Identifier: Apache-2.0
// Shared by the cluster cases (host side): launch configurations with a cluster dimension, and
// the body that reads back what report_cluster (cluster_kernels.cuh) wrote for every block.
#pragma once

#include <cuda_runtime_api.h>

#include <cstddef>
#include <vector>

#include "cudasem/cudasem.h"

namespace cudasem::cluster {

constexpr const char* kPgSection = "CUDA C++ Programming Guide (legacy, 12.x) 5.2.1 Thread Block Clusters";

inline cudaLaunchAttribute cluster_dim(unsigned x, unsigned y = 1, unsigned z = 1) {
  cudaLaunchAttribute attr{};
  attr.id = cudaLaunchAttributeClusterDimension;
  attr.val.clusterDim.x = x;
  attr.val.clusterDim.y = y;
  attr.val.clusterDim.z = z;
  return attr;
}

// grid x block, with `attrs` (may be null when n == 0).
inline cudaLaunchConfig_t config(unsigned grid, unsigned block, cudaLaunchAttribute* attrs, unsigned n,
    cudaStream_t stream = nullptr, std::size_t smem = 0) {
  cudaLaunchConfig_t c{};
  c.gridDim = dim3(grid);
  c.blockDim = dim3(block);
  c.dynamicSmemBytes = smem;
  c.stream = stream;
  c.attrs = attrs;
  c.numAttrs = n;
  return c;
}

// `count` unsigned values in device memory, zeroed; `launch(device)` enqueues the kernel that
// writes them (one per block for report_cluster) and checks its own launch; then the device is
// synchronized and the values are copied into *host (resized to `count`). A fatal failure (in
// `launch` too) returns early: call it in ASSERT_NO_FATAL_FAILURE.
template <typename Launch>
void launch_and_read_back(unsigned count, Launch&& launch, std::vector<unsigned>* host) {
  cudasem::DeviceBuffer<unsigned> device(count);
  CUDASEM_ASSERT_OK(cudaMemset(device.data(), 0, device.bytes()));
  launch(device.data());
  if (::testing::Test::HasFatalFailure()) return;
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  host->assign(count, 0);
  CUDASEM_ASSERT_OK(cudaMemcpy(host->data(), device.data(), device.bytes(), cudaMemcpyDeviceToHost));
}

}  // namespace cudasem::cluster
