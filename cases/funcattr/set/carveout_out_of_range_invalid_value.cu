// SPDX-License-Identifier: Apache-2.0
// cudaFuncAttributePreferredSharedMemoryCarveout is a percentage: 101 is an incorrect value and
// cudaFuncSetAttribute returns cudaErrorInvalidValue.
#include "cudasem/cudasem.h"

namespace {
__global__ void noop() {}
}  // namespace

CUDASEM_CASE(CudaFuncSetAttribute, CarveoutOutOfRangeInvalidValue,
    {
        .api = {"cudaFuncSetAttribute"},
        .cite = {.doc = "RT",
            .section = "cudaFuncSetAttribute",
            .quote =
                "If the specified attribute cannot be written, or if the value is incorrect, then cudaErrorInvalidValue is returned."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  CUDASEM_EXPECT_ERROR(
      cudaFuncSetAttribute(reinterpret_cast<const void*>(noop), cudaFuncAttributePreferredSharedMemoryCarveout, 101),
      cudaErrorInvalidValue);
  cudasem::last_error(cudasem::LastError::clear);
}
