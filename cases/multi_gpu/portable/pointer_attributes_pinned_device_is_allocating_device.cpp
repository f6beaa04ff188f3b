// SPDX-License-Identifier: Apache-2.0
// For pinned host memory, cudaPointerGetAttributes' device is the device current at allocation,
// not the one current at the query: checked both ways (0 queried from 1, 1 queried from 0).
#include "cudasem/cudasem.h"
#include "../multi_gpu.h"

CUDASEM_CASE(PortableMemory, PointerAttributesPinnedDeviceIsAllocatingDevice,
    {
        .api = {"cudaPointerGetAttributes"},
        .cite = {.doc = "RT",
            .section = "cudaPointerGetAttributes",
            .quote =
                "If ptr has memory type cudaMemoryTypeHost then this identifies the device which was current when the allocation was made"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::gpus(2), cudasem::attr("unifiedAddressing") >= 1},
        .exclusive = true,
    }) {
  cudaPointerAttributes a0{}, a1{};
  ASSERT_NO_FATAL_FAILURE(
      cudasem::multi_gpu::pointer_attributes_across_devices<cudasem::PinnedBuffer<unsigned>>(0, 1, &a0, &a1));

  CUDASEM_EXPECT_EQ_NAMED("memory_type_of_alloc_on_0", a0.type, cudaMemoryTypeHost);
  CUDASEM_EXPECT_EQ_NAMED("memory_type_of_alloc_on_1", a1.type, cudaMemoryTypeHost);
  CUDASEM_EXPECT_EQ_NAMED("device_of_alloc_on_0_queried_from_1", a0.device, 0);
  CUDASEM_EXPECT_EQ_NAMED("device_of_alloc_on_1_queried_from_0", a1.device, 1);
}
