// SPDX-License-Identifier: Apache-2.0
// A null pointer is no host range to page-lock: the documented invalid-value error.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaHostRegister, NullRejected,
    {
        .api = {"cudaHostRegister"},
        .cite = {.doc = "RT",
            .section = "cudaHostRegister",
            .quote =
                "cudaSuccess, cudaErrorInvalidValue, cudaErrorMemoryAllocation, cudaErrorHostMemoryAlreadyRegistered, cudaErrorNotSupported"},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("hostRegisterSupported") >= 1},
    }) {
  cudaError_t result = cudaHostRegister(nullptr, 4096, cudaHostRegisterDefault);

  CUDASEM_EXPECT_FAILURE_OF(cudaHostRegister, result);
  cudasem::last_error(cudasem::LastError::clear);
}
