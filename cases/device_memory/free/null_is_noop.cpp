// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaFree, NullIsNoOp, {
    .id = "device_memory.free.null_is_noop",
    .cite = {.doc = "RT", .section = "cudaFree",
             .quote = "If devPtr is 0, no operation is performed.", .version = "13.0"},
}) {
  CUDASEM_ASSERT_OK(cudaFree(nullptr));  // creates the context first

  cudaError_t result = cudaFree(nullptr);

  CUDASEM_EXPECT_ERROR(result, cudaSuccess);
  CUDASEM_EXPECT_ERROR(cudasem::last_error(cudasem::LastError::clear), cudaSuccess);
}
