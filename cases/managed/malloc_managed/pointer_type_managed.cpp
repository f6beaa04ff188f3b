// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMallocManaged, PointerTypeIsManaged, {
    .id = "managed.malloc_managed.pointer_type_managed",
    .cite = {.doc = "RT", .section = "cudaPointerGetAttributes",
             .quote = "cudaMemoryTypeManaged for managed memory.", .version = "13.0"},
    .needs = {cudasem::attr("managedMemory") >= 1},
}) {
  void* managed = nullptr;
  CUDASEM_ASSERT_OK(cudaMallocManaged(&managed, 4096));
  cudaPointerAttributes attributes{};

  cudaError_t result = cudaPointerGetAttributes(&attributes, managed);

  cudasem::observe("type", static_cast<int>(attributes.type));
  CUDASEM_EXPECT_ERROR(result, cudaSuccess);
  EXPECT_EQ(attributes.type, cudaMemoryTypeManaged);
  EXPECT_EQ(attributes.devicePointer, managed);
  EXPECT_EQ(attributes.hostPointer, managed);
  CUDASEM_EXPECT_OK(cudaFree(managed));
}
