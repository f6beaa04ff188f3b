// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

#include <unistd.h>

CUDASEM_CASE(CudaHostRegister, SameRangeTwiceAlreadyRegistered,
    {
        .api = {"cudaHostRegister"},
        .cite = {.doc = "RT",
            .section = "cudaErrorHostMemoryAlreadyRegistered",
            .quote =
                "This error indicates that the memory range passed to cudaHostRegister() has already been registered."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("hostRegisterSupported") >= 1},
    }) {
  const std::size_t page = static_cast<std::size_t>(sysconf(_SC_PAGESIZE));
  cudasem::RegisteredBuffer<unsigned char> registered(page);
  ASSERT_NE(registered.data(), nullptr);

  cudaError_t result = cudaHostRegister(registered.data(), page, cudaHostRegisterDefault);

  CUDASEM_EXPECT_ERROR_OF(cudaHostRegister, result, cudaErrorHostMemoryAlreadyRegistered);
  cudasem::last_error(cudasem::LastError::clear);
}
