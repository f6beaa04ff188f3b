// SPDX-License-Identifier: Apache-2.0
// cudaMemcpy3DBatchAsync with an operation whose srcAccessOrder is left at
// cudaMemcpySrcAccessOrderInvalid returns cudaErrorInvalidValue.
#include "../pitched.h"
#include "cudasem/cudasem.h"
#include <cuda_runtime.h>

CUDASEM_CASE(PitchedMemcpy3DBatch, InvalidSrcAccessOrderRejected,
    {
        .api = {"cudaMemcpy3DBatchAsync"},
        .cite = {.doc = "RT",
            .section = "cudaMemcpy3DBatchAsync",
            .quote =
                "Each memcopy operation in opList must have a valid srcAccessOrder setting, otherwise this API will return cudaErrorInvalidValue."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  cudasem::pitched::with_batch_op_in_stream(
      make_cudaExtent(64, 4, 1), cudaMemcpySrcAccessOrderInvalid, [](cudaMemcpy3DBatchOp* op, cudaStream_t stream) {
        CUDASEM_EXPECT_ERROR(cudaMemcpy3DBatchAsync(1, op, 0, stream), cudaErrorInvalidValue);
      });
}
