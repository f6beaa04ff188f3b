// SPDX-License-Identifier: Apache-2.0
// cudaOccupancyMaxPotentialBlockSize: no multiple-of-32 block size up to the kernel's limit gives
// more active warps per SM than the returned block size, minGridSize is the returned size's
// blocks per SM x SM count, and a launch with the returned configuration runs.
#include <string>

#include "cudasem/cudasem.h"

namespace {
__global__ void axpy(float a, const float* x, float* y, unsigned n) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + y[i];
}
}  // namespace

CUDASEM_CASE(CudaOccupancyMaxPotentialBlockSize, AchievesMaxOccupancy,
    {
        .api = {"cudaOccupancyMaxPotentialBlockSize"},
        .cite = {.doc = "RT",
            .section = "cudaOccupancyMaxPotentialBlockSize",
            .quote =
                "Returns in *minGridSize and *blocksize a suggested grid / block size pair that achieves the best potential occupancy (i.e. the maximum number of active warps with the smallest number of blocks)."},
        .claim = cudasem::Claim::promise,
    }) {
  int min_grid = 0, block = 0, sms = 0;
  CUDASEM_ASSERT_OK(cudaOccupancyMaxPotentialBlockSize(&min_grid, &block, axpy, 0, 0));
  CUDASEM_ASSERT_OK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
  cudaFuncAttributes fa{};
  CUDASEM_ASSERT_OK(cudaFuncGetAttributes(&fa, reinterpret_cast<const void*>(axpy)));
  int best_per_sm = 0;
  CUDASEM_ASSERT_OK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&best_per_sm, axpy, block, 0));
  const int best_warps = best_per_sm * ((block + 31) / 32);

  int better = 0;
  std::string sizes_better;
  for (int size = 32; size <= fa.maxThreadsPerBlock; size += 32) {
    int per_sm = 0;
    CUDASEM_ASSERT_OK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, axpy, size, 0));
    if (per_sm * (size / 32) > best_warps) {
      ++better;
      sizes_better += " " + std::to_string(size) + " (" + std::to_string(per_sm * (size / 32)) + " warps per SM)";
    }
  }
  const unsigned n = static_cast<unsigned>(min_grid * block);
  cudasem::DeviceBuffer<float> x(n), y(n);
  CUDASEM_ASSERT_OK(cudasem::zero_fill(x));
  CUDASEM_ASSERT_OK(cudasem::zero_fill(y));
  axpy<<<min_grid, block>>>(2.0f, x.data(), y.data(), n);
  const cudaError_t launch = cudaGetLastError();
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());

  cudasem::environment("block_size", block);
  cudasem::environment("min_grid_size", min_grid);
  cudasem::environment("active_warps_per_sm", best_warps);
  CUDASEM_EXPECT_EQ_NAMED("sizes_with_more_warps", better, 0)
      << "block sizes with more than " << best_warps << " warps per SM:" << sizes_better;
  CUDASEM_EXPECT_TRUE_NAMED("block_size.positive", block > 0);
  CUDASEM_EXPECT_TRUE_NAMED("block_size.within_kernel_limit", block <= fa.maxThreadsPerBlock);
  CUDASEM_EXPECT_EQ_NAMED("min_grid_size.blocks_per_sm_times_sms", min_grid, best_per_sm * sms);
  CUDASEM_EXPECT_OK_OF(cudaLaunchKernel, launch);
}
