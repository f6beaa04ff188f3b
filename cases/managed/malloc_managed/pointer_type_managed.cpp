// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMallocManaged, PointerTypeIsManaged,
    {
        .api = {"cudaPointerGetAttributes"},
        .cite = {.doc = "RT",
            .section = "cudaPointerGetAttributes",
            .quote = "cudaMemoryTypeManaged for managed memory."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("managedMemory") >= 1},
    }) {
  void* managed = nullptr;
  CUDASEM_ASSERT_OK(cudaMallocManaged(&managed, 4096));
  cudaPointerAttributes attributes{};

  cudaError_t result = cudaPointerGetAttributes(&attributes, managed);

  cudasem::observe("pointer_type", static_cast<int>(attributes.type));
  CUDASEM_EXPECT_ERROR_OF(cudaPointerGetAttributes, result, cudaSuccess);
  CUDASEM_EXPECT_EQ_NAMED("pointer_type.is_managed", attributes.type, cudaMemoryTypeManaged);
  CUDASEM_EXPECT_TRUE_NAMED("device_pointer.is_allocation", attributes.devicePointer == managed);
  CUDASEM_EXPECT_TRUE_NAMED("host_pointer.is_allocation", attributes.hostPointer == managed);
  CUDASEM_EXPECT_OK(cudaFree(managed));
}
