// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaPointerGetAttributes, DeviceMemory,
    {
        .api = {"cudaPointerGetAttributes"},
        .cite = {.doc = "RT",
            .section = "cudaPointerGetAttributes",
            .quote =
                "If ptr has memory type cudaMemoryTypeDevice then this identifies the device on which the memory referred to by ptr physically resides."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("unifiedAddressing") >= 1},
    }) {
  cudasem::DeviceBuffer<unsigned> device(1024);
  int current = -1;
  CUDASEM_ASSERT_OK(cudaGetDevice(&current));
  cudaPointerAttributes attributes{};

  cudaError_t result = cudaPointerGetAttributes(&attributes, device.data());

  cudasem::observe("memory_type", static_cast<int>(attributes.type));
  CUDASEM_EXPECT_ERROR_OF(cudaPointerGetAttributes, result, cudaSuccess);
  EXPECT_EQ(attributes.type, cudaMemoryTypeDevice);
  EXPECT_EQ(attributes.device, current);
  EXPECT_EQ(attributes.devicePointer, device.data());
  cudasem::observe_pointer("host_pointer", attributes.hostPointer);
  EXPECT_EQ(attributes.hostPointer, nullptr);
}
