// SPDX-License-Identifier: Apache-2.0
// cudaMalloc memory reports the device it resides on, whichever device is current at the query.
#include "cudasem/cudasem.h"
#include "../multi_gpu.h"

CUDASEM_CASE(PortableMemory, PointerAttributesDeviceMemoryReportsOwner,
    {
        .api = {"cudaPointerGetAttributes"},
        .cite = {.doc = "RT",
            .section = "cudaPointerGetAttributes",
            .quote =
                "If ptr has memory type cudaMemoryTypeDevice then this identifies the device on which the memory referred to by ptr physically resides."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::gpus(2), cudasem::attr("unifiedAddressing") >= 1},
        .exclusive = true,
    }) {
  cudaPointerAttributes a1{}, a0{};
  ASSERT_NO_FATAL_FAILURE(
      cudasem::multi_gpu::pointer_attributes_across_devices<cudasem::DeviceBuffer<unsigned>>(1, 0, &a1, &a0));

  CUDASEM_EXPECT_EQ_NAMED("memory_type_of_alloc_on_1", a1.type, cudaMemoryTypeDevice);
  CUDASEM_EXPECT_EQ_NAMED("memory_type_of_alloc_on_0", a0.type, cudaMemoryTypeDevice);
  CUDASEM_EXPECT_EQ_NAMED("device_of_alloc_on_1_queried_from_0", a1.device, 1);
  CUDASEM_EXPECT_EQ_NAMED("device_of_alloc_on_0_queried_from_1", a0.device, 0);
}
