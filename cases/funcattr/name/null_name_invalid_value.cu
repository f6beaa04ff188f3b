// SPDX-License-Identifier: Apache-2.0
// cudaFuncGetName with a NULL name pointer returns cudaErrorInvalidValue.
#include "cudasem/cudasem.h"

namespace {
__global__ void noop() {}
}  // namespace

CUDASEM_CASE(CudaFuncGetName, NullNameInvalidValue, {
    .id = "funcattr.name.null_name_invalid_value",
    .cite = {.doc = "RT", .section = "cudaFuncGetName",
             .quote = "If **name is NULL, cudaErrorInvalidValue is returned.",
             .version = "13.0"},
}) {
  CUDASEM_EXPECT_ERROR(cudaFuncGetName(nullptr, reinterpret_cast<const void*>(noop)), cudaErrorInvalidValue);
  cudasem::last_error(cudasem::LastError::clear);
}
