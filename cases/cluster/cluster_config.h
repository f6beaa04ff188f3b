// SPDX-License-Identifier: Apache-2.0
// Shared by the cluster cases (host side): launch configurations with a cluster dimension.
#pragma once

#include <cuda_runtime_api.h>

#include <cstddef>

namespace cudasem_cases::cluster {

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

}  // namespace cudasem_cases::cluster
