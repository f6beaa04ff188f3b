// SPDX-License-Identifier: Apache-2.0
// cudaFree frees memory from cudaMallocManaged (one of the allocators its text names): it returns
// success and the pointer is no longer managed memory.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMallocManaged, FreedWithCudaFree,
    {
        .api = {"cudaMallocManaged", "cudaFree"},
        .cite = {.doc = "RT", .section = "cudaFree", .quote = "Frees the memory space pointed to by devPtr"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("managedMemory") >= 1},
    }) {
  void* managed = nullptr;
  CUDASEM_ASSERT_OK(cudaMallocManaged(&managed, 4096));
  CUDASEM_ASSERT_OK(cudasem::kernels::launch_fill(nullptr, static_cast<unsigned*>(managed), 1024, 1));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());

  cudaError_t result = cudaFree(managed);

  CUDASEM_EXPECT_ERROR_OF(cudaFree, result, cudaSuccess);
  cudaPointerAttributes attributes{};
  CUDASEM_EXPECT_OK(cudaPointerGetAttributes(&attributes, managed));  // nothing allocated since
  cudasem::observe("type_after_free", static_cast<int>(attributes.type));
  CUDASEM_EXPECT_TRUE_NAMED("type_after_free.not_managed", attributes.type != cudaMemoryTypeManaged);
}
