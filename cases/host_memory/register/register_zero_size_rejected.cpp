// SPDX-License-Identifier: Apache-2.0
// An empty range is no host range to page-lock: the documented invalid-value error.
#include "cudasem/cudasem.h"

#include <unistd.h>

CUDASEM_CASE(CudaHostRegister, ZeroSizeRejected,
    {
        .api = {"cudaHostRegister"},
        .cite = {.doc = "RT",
            .section = "cudaHostRegister",
            .quote =
                "cudaSuccess, cudaErrorInvalidValue, cudaErrorMemoryAllocation, cudaErrorHostMemoryAlreadyRegistered, cudaErrorNotSupported"},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("hostRegisterSupported") >= 1},
    }) {
  const std::size_t page = static_cast<std::size_t>(sysconf(_SC_PAGESIZE));
  cudasem::PageableBuffer<unsigned char> buffer(page);
  ASSERT_NE(buffer.data(), nullptr);

  cudaError_t result = cudaHostRegister(buffer.data(), 0, cudaHostRegisterDefault);

  CUDASEM_EXPECT_FAILURE_OF(cudaHostRegister, result);
  cudasem::last_error(cudasem::LastError::clear);
  if (result == cudaSuccess) {
    CUDASEM_EXPECT_OK(cudaHostUnregister(buffer.data()));
  }
}
