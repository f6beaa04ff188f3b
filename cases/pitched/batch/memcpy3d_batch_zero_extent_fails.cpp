// SPDX-License-Identifier: Apache-2.0
// cudaMemcpy3DBatchAsync with an operation whose extent has depth 0: what it returns is recorded.
// The cited text names no failure (a caller requirement): the returned code is recorded.
#include "../pitched.h"
#include "cudasem/cudasem.h"
#include <cuda_runtime.h>

CUDASEM_CASE(PitchedMemcpy3DBatch, ZeroExtentFails,
    {
        .api = {"cudaMemcpy3DBatchAsync"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMemcpy3DBatchAsync",
            .quote = "The width, height and depth of a copy are specified in elements and must not be zero."},
        .claim = cudasem::Claim::caller_requirement,
    }) {
  cudasem::pitched::with_batch_op_in_stream(
      make_cudaExtent(64, 4, 0), cudaMemcpySrcAccessOrderStream, [](cudaMemcpy3DBatchOp* op, cudaStream_t stream) {
        cudasem::observe("cudaMemcpy3DBatchAsync_result", cudaMemcpy3DBatchAsync(1, op, 0, stream));
      });
}
