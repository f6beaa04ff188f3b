// SPDX-License-Identifier: Apache-2.0
// cudaFreeArray(NULL) does nothing and returns cudaSuccess.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaFreeArray, NullIsNoOp,
    {
        .api = {"cudaFreeArray"},
        .cite = {.doc = "RT", .section = "cudaFreeArray", .quote = "If devPtr is 0, no operation is performed."},
        .claim = cudasem::Claim::promise,
    }) {
  CUDASEM_EXPECT_ERROR(cudaFreeArray(nullptr), cudaSuccess);
}
