// SPDX-License-Identifier: Apache-2.0
// After the first cudaHostUnregister the range is no longer a registered region.
#include "cudasem/cudasem.h"

#include <unistd.h>

CUDASEM_CASE(CudaHostUnregister, TwiceRejected,
    {
        .api = {"cudaHostUnregister", "cudaHostRegister"},
        .cite = {.doc = "RT",
            .section = "cudaErrorHostMemoryNotRegistered",
            .quote =
                "This error indicates that the pointer passed to cudaHostUnregister() does not correspond to any currently registered memory region."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("hostRegisterSupported") >= 1},
    }) {
  const std::size_t page = static_cast<std::size_t>(sysconf(_SC_PAGESIZE));
  cudasem::PageableBuffer<unsigned char> buffer(page);
  ASSERT_NE(buffer.data(), nullptr);
  CUDASEM_ASSERT_OK(cudaHostRegister(buffer.data(), page, cudaHostRegisterDefault));
  CUDASEM_ASSERT_OK(cudaHostUnregister(buffer.data()));

  cudaError_t result = cudaHostUnregister(buffer.data());

  CUDASEM_EXPECT_ERROR_OF(cudaHostUnregister, result, cudaErrorHostMemoryNotRegistered);
  cudasem::last_error(cudasem::LastError::clear);
}
