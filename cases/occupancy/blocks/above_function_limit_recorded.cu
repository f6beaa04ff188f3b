// SPDX-License-Identifier: Apache-2.0
// cudaOccupancyMaxActiveBlocksPerMultiprocessor for a __launch_bounds__(128) kernel asked about
// 256 threads per block (a size it cannot launch with): the result and count are recorded.
#include "cudasem/cudasem.h"

namespace {
__global__ void __launch_bounds__(128) bounded(unsigned* out) {
  if (threadIdx.x == 0) *out = 1;
}
}  // namespace

CUDASEM_CASE(CudaOccupancyMaxActiveBlocks, AboveFunctionLimitRecorded,
    {
        .api = {"cudaOccupancyMaxActiveBlocksPerMultiprocessor"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaOccupancyMaxActiveBlocksPerMultiprocessor",
            .quote =
                "Returns in *numBlocks the maximum number of active blocks per streaming multiprocessor for the device function."},
        .claim = cudasem::Claim::hedge,
    }) {
  int blocks = -1;

  cudaError_t r =
      cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, reinterpret_cast<const void*>(bounded), 256, 0);

  cudasem::observe("returned_code", r);
  cudasem::observe("blocks_per_sm", blocks);
  cudasem::last_error(cudasem::LastError::clear);
}
