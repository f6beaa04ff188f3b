// SPDX-License-Identifier: Apache-2.0
// cudaFuncSetAttribute with an attribute outside the cudaFuncAttribute enum (cudaFuncAttributeMax)
// cannot be written: cudaErrorInvalidValue.
#include "cudasem/cudasem.h"

namespace {
__global__ void noop() {}
}  // namespace

CUDASEM_CASE(CudaFuncSetAttribute, UnknownAttributeInvalidValue,
    {
        .api = {"cudaFuncSetAttribute"},
        .cite = {.doc = "RT",
            .section = "cudaFuncSetAttribute",
            .quote =
                "If the specified attribute cannot be written, or if the value is incorrect, then cudaErrorInvalidValue is returned."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  CUDASEM_EXPECT_ERROR(
      cudaFuncSetAttribute(reinterpret_cast<const void*>(noop), cudaFuncAttributeMax, 1), cudaErrorInvalidValue);
  cudasem::last_error(cudasem::LastError::clear);
}
