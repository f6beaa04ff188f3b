// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"
#include "../uva.h"

CUDASEM_CASE(CudaPointerGetAttributes, DeviceInteriorPointer,
    {
        .api = {"cudaPointerGetAttributes"},
        .cite = {.doc = "RT",
            .section = "cudaPointerAttributes::devicePointer",
            .quote =
                "The address which may be dereferenced on the current device to access the memory or NULL if no such address exists."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("unifiedAddressing") >= 1},
    }) {
  cudaPointerAttributes attributes{};
  void* interior = nullptr;
  cudasem::uva::interior_pointer_attributes<cudasem::DeviceBuffer<unsigned char>>(&attributes, &interior);

  CUDASEM_EXPECT_EQ_NAMED("interior_pointer.memory_type", attributes.type, cudaMemoryTypeDevice);
  CUDASEM_EXPECT_TRUE_NAMED("device_pointer.is_input", attributes.devicePointer == interior);
}
