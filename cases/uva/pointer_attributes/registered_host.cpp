// SPDX-License-Identifier: Apache-2.0
// Whether the device alias equals the host pointer depends on
// canUseHostPointerForRegisteredMem (host_memory's cases); it is only recorded here.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaPointerGetAttributes, RegisteredHostMemory, {
    .id = "uva.pointer_attributes.registered_host",
    .cite = {.doc = "RT", .section = "cudaPointerGetAttributes",
             .quote = "cudaMemoryTypeHost for registered host memory", .version = "13.0"},
    .needs = {cudasem::attr("unifiedAddressing") >= 1, cudasem::attr("hostRegisterSupported") >= 1},
}) {
  cudasem::RegisteredBuffer<unsigned> registered(1024);
  cudaPointerAttributes attributes{};

  cudaError_t result = cudaPointerGetAttributes(&attributes, registered.data());

  cudasem::observe("type", static_cast<int>(attributes.type));
  cudasem::observe("device_pointer_equals_host_pointer", attributes.devicePointer == registered.data());
  CUDASEM_EXPECT_ERROR(result, cudaSuccess);
  EXPECT_EQ(attributes.type, cudaMemoryTypeHost);
  EXPECT_EQ(attributes.hostPointer, registered.data());
  EXPECT_NE(attributes.devicePointer, nullptr);
}
