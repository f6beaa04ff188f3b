// SPDX-License-Identifier: Apache-2.0
// Device code of the cluster cases (for .cu case files only): kernels with and without a
// compile-time cluster size, and report_cluster, which writes the cluster size each block saw.
// Internal linkage (an anonymous namespace inside cudasem::cluster): every unity batch that
// includes it gets its own copy. A case that changes a kernel's attributes changes them for its
// own process only (every case runs in a process of its own).
#pragma once

#include <cooperative_groups.h>
#include <cuda_runtime_api.h>

namespace cudasem::cluster {
namespace {

__global__ void noop() {}

// Compile-time cluster sizes (__cluster_dims__ needs sm_90; older targets get a plain kernel).
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 900
__global__ void __cluster_dims__(2, 1, 1) clustered_2() {}
__global__ void __cluster_dims__(4, 1, 1) clustered_4() {}
#else
__global__ void clustered_2() {}
__global__ void clustered_4() {}
#endif

// size[blockIdx.x] = the number of blocks in the block's cluster (0 where clusters do not exist).
__global__ void report_cluster(unsigned* size) {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
  if (threadIdx.x == 0) size[blockIdx.x] = cooperative_groups::this_cluster().num_blocks();
#endif
}

// report_cluster with the compile-time cluster size 2.
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 900
__global__ void __cluster_dims__(2, 1, 1) report_cluster_2(unsigned* size) {
#if defined(__CUDA_ARCH__)
  if (threadIdx.x == 0) size[blockIdx.x] = cooperative_groups::this_cluster().num_blocks();
#endif
}
#else
__global__ void report_cluster_2(unsigned*) {}
#endif

}  // namespace
}  // namespace cudasem::cluster
