// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"
#include "../uva.h"

CUDASEM_CASE(CudaPointerGetAttributes, PinnedInteriorPointer,
    {
        .api = {"cudaPointerGetAttributes"},
        .cite = {.doc = "RT",
            .section = "cudaPointerGetAttributes",
            .quote = "cudaMemoryTypeHost for registered host memory"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("unifiedAddressing") >= 1},
    }) {
  cudaPointerAttributes attributes{};
  void* interior = nullptr;
  cudasem::uva::interior_pointer_attributes<cudasem::PinnedBuffer<unsigned char>>(&attributes, &interior);

  CUDASEM_EXPECT_EQ_NAMED("interior_pointer.memory_type", attributes.type, cudaMemoryTypeHost);
  // The quote promises the type only; the aliases are recorded.
  cudasem::observe("host_pointer_is_input", attributes.hostPointer == interior);
  cudasem::observe("device_pointer_is_input", attributes.devicePointer == interior);
}
