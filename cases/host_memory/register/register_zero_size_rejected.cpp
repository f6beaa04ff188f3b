// SPDX-License-Identifier: Apache-2.0
// Characterization: An empty range is no host range to page-lock: the documented invalid-value
// error. The text gives only the function's return list, no condition for this input: the code the
// call returns is recorded (with whether the list names it).
#include "cudasem/cudasem.h"

#include <unistd.h>

CUDASEM_CASE(CudaHostRegister, ZeroSizeRejected,
    {
        .api = {"cudaHostRegister"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaHostRegister",
            .quote =
                "cudaSuccess, cudaErrorInvalidValue, cudaErrorMemoryAllocation, cudaErrorHostMemoryAlreadyRegistered, cudaErrorNotSupported"},
        .claim = cudasem::Claim::hedge,
        .needs = {cudasem::attr("hostRegisterSupported") >= 1},
    }) {
  const std::size_t page = static_cast<std::size_t>(sysconf(_SC_PAGESIZE));
  cudasem::PageableBuffer<unsigned char> buffer(page);
  ASSERT_NE(buffer.data(), nullptr);

  cudaError_t result = cudaHostRegister(buffer.data(), 0, cudaHostRegisterDefault);

  CUDASEM_RECORD_CODE_OF(cudaHostRegister, result);
  cudasem::last_error(cudasem::LastError::clear);
  if (result == cudaSuccess) {
    CUDASEM_EXPECT_OK(cudaHostUnregister(buffer.data()));
  }
}
