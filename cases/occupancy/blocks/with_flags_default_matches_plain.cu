// SPDX-License-Identifier: Apache-2.0
// cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(cudaOccupancyDefault) returns the same
// count as cudaOccupancyMaxActiveBlocksPerMultiprocessor, for block sizes 32 to 1024 and with
// 8 KiB of dynamic shared memory.
#include <string>

#include "cudasem/cudasem.h"

namespace {
__global__ void sample(float* out) {
  extern __shared__ float smem[];
  smem[threadIdx.x] = threadIdx.x;
  __syncthreads();
  out[threadIdx.x] = smem[(threadIdx.x + 1) % blockDim.x];
}
}  // namespace

CUDASEM_CASE(CudaOccupancyMaxActiveBlocks, WithFlagsDefaultMatchesPlain,
    {
        .api = {"cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags"},
        .cite = {.doc = "RT",
            .section = "cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags",
            .quote =
                "cudaOccupancyDefault: keeps the default behavior as cudaOccupancyMaxActiveBlocksPerMultiprocessor"},
        .claim = cudasem::Claim::promise,
    }) {
  const void* fn = reinterpret_cast<const void*>(sample);
  int mismatches = 0;
  for (int block = 32; block <= 1024; block *= 2) {
    int plain = -1, flagged = -2;
    CUDASEM_ASSERT_OK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&plain, fn, block, 8192));
    CUDASEM_ASSERT_OK(
        cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(&flagged, fn, block, 8192, cudaOccupancyDefault));
    const std::string name = "blocks_per_sm_at_" + std::to_string(block);
    cudasem::environment(name, plain);
    mismatches += plain != flagged;
    CUDASEM_EXPECT_EQ_NAMED("with_flags.blocks_per_sm_matches_plain", flagged, plain) << "block size " << block;
  }
  cudasem::observe("mismatched_block_sizes", mismatches);
}
