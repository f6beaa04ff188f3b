// SPDX-License-Identifier: Apache-2.0
// cudaMemcpy3DBatchAsync with flags = 1 (flags are reserved and must be zero) fails with one
// of its documented codes.
#include "../pitched.h"
#include "cudasem/cudasem.h"
#include <cuda_runtime.h>

CUDASEM_CASE(PitchedMemcpy3DBatch, NonZeroFlagsFails,
    {
        .api = {"cudaMemcpy3DBatchAsync"},
        .cite = {.doc = "RT",
            .section = "cudaMemcpy3DBatchAsync",
            .quote = "flags - Flags for future use, must be zero now."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  cudasem::pitched::with_batch_op_in_stream(
      make_cudaExtent(64, 4, 1), cudaMemcpySrcAccessOrderStream, [](cudaMemcpy3DBatchOp* op, cudaStream_t stream) {
        CUDASEM_EXPECT_FAILURE(cudaMemcpy3DBatchAsync(1, op, 1, stream));
      });
}
