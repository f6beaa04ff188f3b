// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaPointerGetAttributes, DeviceInteriorPointer, {
    .api = {"cudaPointerGetAttributes"},
    .cite = {.doc = "RT", .section = "cudaPointerAttributes::devicePointer",
             .quote = "The address which may be dereferenced on the current device to access the memory or NULL if no such address exists."},
    .needs = {cudasem::attr("unifiedAddressing") >= 1},
}) {
  cudasem::DeviceBuffer<unsigned char> device(4096);
  unsigned char* interior = device.data() + 100;
  cudaPointerAttributes attributes{};

  cudaError_t result = cudaPointerGetAttributes(&attributes, interior);

  cudasem::observe("memory_type", static_cast<int>(attributes.type));
  CUDASEM_EXPECT_ERROR_OF(cudaPointerGetAttributes, result, cudaSuccess);
  EXPECT_EQ(attributes.type, cudaMemoryTypeDevice);
  EXPECT_EQ(attributes.devicePointer, static_cast<void*>(interior));
}
