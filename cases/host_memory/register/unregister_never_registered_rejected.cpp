// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

#include <unistd.h>

CUDASEM_CASE(CudaHostUnregister, NeverRegisteredRejected,
    {
        .api = {"cudaHostUnregister"},
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
  CUDASEM_ASSERT_OK(cudaFree(nullptr));

  cudaError_t result = cudaHostUnregister(buffer.data());

  CUDASEM_EXPECT_ERROR_OF(cudaHostUnregister, result, cudaErrorHostMemoryNotRegistered);
  cudasem::last_error(cudasem::LastError::clear);
}
