// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaPointerGetAttributes, PageableIsUnregisteredWithSuccess,
    {
        .api = {"cudaPointerGetAttributes"},
        .cite = {.doc = "RT",
            .section = "cudaPointerGetAttributes",
            .quote =
                "In CUDA 11.0 forward passing host pointer will return cudaMemoryTypeUnregistered in cudaPointerAttributes::type and call will return cudaSuccess."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("unifiedAddressing") >= 1},
    }) {
  cudasem::PageableBuffer<unsigned> pageable(1024);
  CUDASEM_ASSERT_OK(cudaFree(nullptr));
  cudaPointerAttributes attributes{};
  attributes.type = cudaMemoryTypeDevice;

  cudaError_t result = cudaPointerGetAttributes(&attributes, pageable.data());

  CUDASEM_EXPECT_ERROR_OF(cudaPointerGetAttributes, result, cudaSuccess);
  CUDASEM_EXPECT_EQ_NAMED("memory_type", attributes.type, cudaMemoryTypeUnregistered);
  cudasem::observe("reported_device", attributes.device);
  cudasem::observe_pointer("device_pointer", attributes.devicePointer);
  cudasem::observe("host_pointer_is_input", attributes.hostPointer == pageable.data());
}
