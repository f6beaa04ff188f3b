// SPDX-License-Identifier: Apache-2.0
// Page-aligned malloc memory registered with default flags is then known to CUDA as host memory.
#include "cudasem/cudasem.h"

#include <unistd.h>

CUDASEM_CASE(CudaHostRegister, ReportsHostMemoryType,
    {
        .api = {"cudaHostRegister", "cudaPointerGetAttributes"},
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 24.1.2.5. Pointer Attributes",
            .quote =
                "This API returns cudaMemoryTypeHost for System-Allocated Memory that has been registered with cudaHostRegister()"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("hostRegisterSupported") >= 1},
    }) {
  const std::size_t page = static_cast<std::size_t>(sysconf(_SC_PAGESIZE));
  cudasem::PageableBuffer<unsigned char> buffer(page);
  ASSERT_NE(buffer.data(), nullptr);

  cudaError_t result = cudaHostRegister(buffer.data(), page, cudaHostRegisterDefault);
  cudaPointerAttributes attrs{};
  cudaError_t query = cudaPointerGetAttributes(&attrs, buffer.data());

  CUDASEM_EXPECT_ERROR_OF(cudaHostRegister, result, cudaSuccess);
  CUDASEM_EXPECT_OK_OF(cudaPointerGetAttributes, query);
  CUDASEM_EXPECT_EQ_NAMED("pointer_type", attrs.type, cudaMemoryTypeHost);
  if (result == cudaSuccess) {
    CUDASEM_EXPECT_OK(cudaHostUnregister(buffer.data()));
  }
}
