// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaPointerGetAttributes, StackIsUnregisteredWithSuccess,
    {
        .api = {"cudaPointerGetAttributes"},
        .cite = {.doc = "RT",
            .section = "cudaPointerGetAttributes",
            .quote =
                "In CUDA 11.0 forward passing host pointer will return cudaMemoryTypeUnregistered in cudaPointerAttributes::type and call will return cudaSuccess."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("unifiedAddressing") >= 1},
    }) {
  unsigned on_stack[16] = {};
  CUDASEM_ASSERT_OK(cudaFree(nullptr));
  cudaPointerAttributes attributes{};
  attributes.type = cudaMemoryTypeDevice;

  cudaError_t result = cudaPointerGetAttributes(&attributes, on_stack);

  CUDASEM_EXPECT_ERROR_OF(cudaPointerGetAttributes, result, cudaSuccess);
  CUDASEM_EXPECT_EQ_NAMED("stack_pointer.memory_type", attributes.type, cudaMemoryTypeUnregistered);
}
