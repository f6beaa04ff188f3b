// SPDX-License-Identifier: Apache-2.0
// cudaMemcpy3DBatchAsync with flags = 1 (flags are reserved and must be zero): what it returns is
// recorded.
// The cited text names no failure (a caller requirement): the returned code is recorded.
#include "../pitched.h"
#include "cudasem/cudasem.h"
#include <cuda_runtime.h>

CUDASEM_CASE(PitchedMemcpy3DBatch, NonZeroFlagsFails,
    {
        .api = {"cudaMemcpy3DBatchAsync"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMemcpy3DBatchAsync",
            .quote = "flags - Flags for future use, must be zero now."},
        .claim = cudasem::Claim::caller_requirement,
    }) {
  cudasem::pitched::with_batch_op_in_stream(
      make_cudaExtent(64, 4, 1), cudaMemcpySrcAccessOrderStream, [](cudaMemcpy3DBatchOp* op, cudaStream_t stream) {
        cudasem::observe("cudaMemcpy3DBatchAsync_result", cudaMemcpy3DBatchAsync(1, op, 1, stream));
      });
}
