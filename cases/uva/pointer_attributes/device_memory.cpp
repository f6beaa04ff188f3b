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

  CUDASEM_EXPECT_ERROR_OF(cudaPointerGetAttributes, result, cudaSuccess);
  CUDASEM_EXPECT_EQ_NAMED("memory_type", attributes.type, cudaMemoryTypeDevice);
  CUDASEM_EXPECT_EQ_NAMED("reported_device", attributes.device, current);
  CUDASEM_EXPECT_TRUE_NAMED("device_pointer.is_input", attributes.devicePointer == device.data());
  cudasem::observe_pointer("host_pointer", attributes.hostPointer);
  CUDASEM_EXPECT_TRUE_NAMED("host_pointer.null", attributes.hostPointer == nullptr);
}
