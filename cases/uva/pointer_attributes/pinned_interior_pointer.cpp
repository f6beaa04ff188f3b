// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaPointerGetAttributes, PinnedInteriorPointer, {
    .id = "uva.pointer_attributes.pinned_interior_pointer",
    .cite = {.doc = "RT", .section = "cudaPointerGetAttributes",
             .quote = "cudaMemoryTypeHost for registered host memory", .version = "13.0"},
    .needs = {cudasem::attr("unifiedAddressing") >= 1},
}) {
  cudasem::PinnedBuffer<unsigned char> pinned(4096);
  unsigned char* interior = pinned.data() + 100;
  cudaPointerAttributes attributes{};

  cudaError_t result = cudaPointerGetAttributes(&attributes, interior);

  cudasem::observe("type", static_cast<int>(attributes.type));
  CUDASEM_EXPECT_ERROR(result, cudaSuccess);
  EXPECT_EQ(attributes.type, cudaMemoryTypeHost);
  EXPECT_EQ(attributes.hostPointer, static_cast<void*>(interior));
  EXPECT_EQ(attributes.devicePointer, static_cast<void*>(interior));
}
