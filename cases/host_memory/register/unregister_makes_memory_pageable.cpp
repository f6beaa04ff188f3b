// SPDX-License-Identifier: Apache-2.0
// Once unregistered, the range is unknown to CUDA again: pointer type cudaMemoryTypeUnregistered.
#include "cudasem/cudasem.h"

#include <unistd.h>

CUDASEM_CASE(CudaHostUnregister, MakesMemoryPageable,
    {
        .api = {"cudaHostUnregister"},
        .cite = {.doc = "RT",
            .section = "cudaHostUnregister",
            .quote = "Unmaps the memory range whose base address is specified by ptr, and makes it pageable again."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("hostRegisterSupported") >= 1},
    }) {
  const std::size_t page = static_cast<std::size_t>(sysconf(_SC_PAGESIZE));
  cudasem::PageableBuffer<unsigned char> buffer(page);
  ASSERT_NE(buffer.data(), nullptr);
  CUDASEM_ASSERT_OK(cudaHostRegister(buffer.data(), page, cudaHostRegisterDefault));

  cudaError_t result = cudaHostUnregister(buffer.data());
  cudaPointerAttributes attrs{};
  cudaError_t query = cudaPointerGetAttributes(&attrs, buffer.data());

  CUDASEM_EXPECT_ERROR_OF(cudaHostUnregister, result, cudaSuccess);
  CUDASEM_EXPECT_OK_OF(cudaPointerGetAttributes, query);
  CUDASEM_EXPECT_EQ_NAMED("type_after", attrs.type, cudaMemoryTypeUnregistered);
  CUDASEM_EXPECT_TRUE_NAMED("device_pointer_after.null", attrs.devicePointer == nullptr);
}
