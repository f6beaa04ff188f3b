// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

#include <unistd.h>

CUDASEM_CASE(CudaHostRegister, PortableFlagSucceeds,
    {
        .api = {"cudaHostRegister"},
        .cite = {.doc = "RT",
            .section = "cudaHostRegister",
            .quote =
                "cudaHostRegisterPortable: The memory returned by this call will be considered as pinned memory by all CUDA contexts, not just the one that performed the allocation."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("hostRegisterSupported") >= 1},
    }) {
  const std::size_t page = static_cast<std::size_t>(sysconf(_SC_PAGESIZE));
  cudasem::PageableBuffer<unsigned char> buffer(page);
  ASSERT_NE(buffer.data(), nullptr);

  cudaError_t result = cudaHostRegister(buffer.data(), page, cudaHostRegisterPortable);

  CUDASEM_EXPECT_ERROR_OF(cudaHostRegister, result, cudaSuccess);
  if (result == cudaSuccess) {
    CUDASEM_EXPECT_OK(cudaHostUnregister(buffer.data()));
  }
}
