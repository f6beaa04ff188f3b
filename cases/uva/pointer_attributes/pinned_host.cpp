// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaPointerGetAttributes, PinnedHostMemory, {
    .id = "uva.pointer_attributes.pinned_host",
    .cite = {.doc = "RT", .section = "Unified Addressing",
             .quote = "The pointer value through which allocated host memory may be accessed in kernels on all devices that support unified addressing is the same as the pointer value through which that memory is accessed on the host.",
             .version = "13.0"},
    .needs = {cudasem::attr("unifiedAddressing") >= 1},
}) {
  cudasem::PinnedBuffer<unsigned> pinned(1024);
  int current = -1;
  CUDASEM_ASSERT_OK(cudaGetDevice(&current));
  cudaPointerAttributes attributes{};

  cudaError_t result = cudaPointerGetAttributes(&attributes, pinned.data());

  cudasem::observe("device_pointer_equals_host_pointer", attributes.devicePointer == attributes.hostPointer);
  CUDASEM_EXPECT_ERROR(result, cudaSuccess);
  EXPECT_EQ(attributes.type, cudaMemoryTypeHost);
  EXPECT_EQ(attributes.device, current);
  EXPECT_EQ(attributes.hostPointer, pinned.data());
  EXPECT_EQ(attributes.devicePointer, pinned.data());
}
