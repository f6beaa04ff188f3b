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
  EXPECT_EQ(attributes.type, cudaMemoryTypeManaged);
  EXPECT_EQ(attributes.devicePointer, managed);
  EXPECT_EQ(attributes.hostPointer, managed);
  CUDASEM_EXPECT_OK(cudaFree(managed));
}
