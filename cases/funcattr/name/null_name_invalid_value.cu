// SPDX-License-Identifier: Apache-2.0
// cudaFuncGetName with a NULL name pointer returns cudaErrorInvalidValue.
#include "cudasem/cudasem.h"

namespace {
__global__ void noop() {}
}  // namespace

CUDASEM_CASE(CudaFuncGetName, NullNameInvalidValue,
    {
        .api = {"cudaFuncGetName"},
        .cite = {.doc = "RT",
            .section = "cudaFuncGetName",
            .quote = "If **name is NULL, cudaErrorInvalidValue is returned."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  CUDASEM_EXPECT_ERROR(cudaFuncGetName(nullptr, reinterpret_cast<const void*>(noop)), cudaErrorInvalidValue);
  cudasem::last_error(cudasem::LastError::clear);
}
