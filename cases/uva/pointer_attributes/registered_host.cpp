// SPDX-License-Identifier: Apache-2.0
// Whether the device alias equals the host pointer depends on
// canUseHostPointerForRegisteredMem (host_memory's cases); it is only recorded here.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaPointerGetAttributes, RegisteredHostMemory,
    {
        .api = {"cudaPointerGetAttributes"},
        .cite = {.doc = "RT",
            .section = "cudaPointerGetAttributes",
            .quote = "cudaMemoryTypeHost for registered host memory"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("unifiedAddressing") >= 1, cudasem::attr("hostRegisterSupported") >= 1},
    }) {
  cudasem::RegisteredBuffer<unsigned> registered(1024);
  cudaPointerAttributes attributes{};

  cudaError_t result = cudaPointerGetAttributes(&attributes, registered.data());

  cudasem::observe("device_pointer_equals_host_pointer", attributes.devicePointer == registered.data());
  CUDASEM_EXPECT_ERROR_OF(cudaPointerGetAttributes, result, cudaSuccess);
  CUDASEM_EXPECT_EQ_NAMED("memory_type", attributes.type, cudaMemoryTypeHost);
  // The quote promises the type only; the aliases are recorded.
  cudasem::observe("host_pointer_is_input", attributes.hostPointer == registered.data());
  cudasem::observe("device_pointer_is_null", attributes.devicePointer == nullptr);
}
