// SPDX-License-Identifier: Apache-2.0
// cudaOccupancyMaxPotentialBlockSize with blockSizeLimit = 96 never suggests a block size above
// 96.
#include "cudasem/cudasem.h"

namespace {
__global__ void scale(float* y, unsigned n) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] *= 2.0f;
}
}  // namespace

CUDASEM_CASE(CudaOccupancyMaxPotentialBlockSize, BlockSizeLimitRespected,
    {
        .api = {"cudaOccupancyMaxPotentialBlockSize"},
        .cite = {.doc = "RT",
            .section = "cudaOccupancyMaxPotentialBlockSize",
            .quote = "The maximum block size func is designed to work with. 0 means no limit."},
        .claim = cudasem::Claim::promise,
    }) {
  int min_grid = 0, block = 0;

  CUDASEM_ASSERT_OK(cudaOccupancyMaxPotentialBlockSize(&min_grid, &block, scale, 0, 96));

  cudasem::environment("block_size", block);
  cudasem::environment("min_grid_size", min_grid);
  CUDASEM_EXPECT_TRUE_NAMED("block_size.positive", block > 0);
  CUDASEM_EXPECT_TRUE_NAMED("block_size.within_limit", block <= 96);
}
