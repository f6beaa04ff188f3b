// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaPointerGetAttributes, PinnedInteriorPointer, {
    .api = {"cudaPointerGetAttributes"},
    .cite = {.doc = "RT", .section = "cudaPointerGetAttributes",
             .quote = "cudaMemoryTypeHost for registered host memory"},
    .needs = {cudasem::attr("unifiedAddressing") >= 1},
}) {
  cudasem::PinnedBuffer<unsigned char> pinned(4096);
  unsigned char* interior = pinned.data() + 100;
  cudaPointerAttributes attributes{};

  cudaError_t result = cudaPointerGetAttributes(&attributes, interior);

  cudasem::observe("memory_type", static_cast<int>(attributes.type));
  CUDASEM_EXPECT_ERROR_OF(cudaPointerGetAttributes, result, cudaSuccess);
  EXPECT_EQ(attributes.type, cudaMemoryTypeHost);
  // The quote promises the type only; the aliases are recorded.
  cudasem::observe("host_pointer_is_input", attributes.hostPointer == static_cast<void*>(interior));
  cudasem::observe("device_pointer_is_input", attributes.devicePointer == static_cast<void*>(interior));
}
