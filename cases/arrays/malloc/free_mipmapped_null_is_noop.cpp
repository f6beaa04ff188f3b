// SPDX-License-Identifier: Apache-2.0
// cudaFreeMipmappedArray(NULL) does nothing and returns cudaSuccess.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaFreeMipmappedArray, NullIsNoOp,
    {
        .api = {"cudaFreeMipmappedArray"},
        .cite = {.doc = "RT",
            .section = "cudaFreeMipmappedArray",
            .quote = "If devPtr is 0, no operation is performed."},
        .claim = cudasem::Claim::promise,
    }) {
  CUDASEM_EXPECT_ERROR(cudaFreeMipmappedArray(nullptr), cudaSuccess);
}
