// SPDX-License-Identifier: Apache-2.0
// cudaFreeMipmappedArray(NULL) does nothing and returns cudaSuccess.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaFreeMipmappedArray, NullIsNoOp, {
    .id = "arrays.malloc.free_mipmapped_null_is_noop",
    .cite = {.doc = "RT", .section = "cudaFreeMipmappedArray",
             .quote = "If devPtr is 0, no operation is performed.",
             .version = "13.0"},
}) {
  CUDASEM_EXPECT_ERROR(cudaFreeMipmappedArray(nullptr), cudaSuccess);
}
