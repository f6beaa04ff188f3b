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

  EXPECT_EQ(attributes.type, cudaMemoryTypeDevice);
  EXPECT_EQ(attributes.devicePointer, interior);
}
