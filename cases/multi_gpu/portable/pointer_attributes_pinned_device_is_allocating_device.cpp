// SPDX-License-Identifier: Apache-2.0
// For pinned host memory, cudaPointerGetAttributes' device is the device current at allocation,
// not the one current at the query: checked both ways (0 queried from 1, 1 queried from 0).
#include "cudasem/cudasem.h"

CUDASEM_CASE(PortableMemory, PointerAttributesPinnedDeviceIsAllocatingDevice, {
    .api = {"cudaPointerGetAttributes"},
    .cite = {.doc = "RT", .section = "cudaPointerGetAttributes",
             .quote = "If ptr has memory type cudaMemoryTypeHost then this identifies the device which was current when the allocation was made"},
    .needs = {cudasem::gpus(2), cudasem::attr("unifiedAddressing") >= 1},
    .exclusive = true,
}) {
  CUDASEM_ASSERT_OK(cudaSetDevice(0));
  cudasem::PinnedBuffer<unsigned> on0(1024);
  CUDASEM_ASSERT_OK(cudaSetDevice(1));
  cudasem::PinnedBuffer<unsigned> on1(1024);
  cudaPointerAttributes a0{}, a1{};

  CUDASEM_ASSERT_OK(cudaPointerGetAttributes(&a0, on0.data()));  // device 1 current
  CUDASEM_ASSERT_OK(cudaSetDevice(0));
  CUDASEM_ASSERT_OK(cudaPointerGetAttributes(&a1, on1.data()));  // device 0 current

  cudasem::observe("device_of_alloc_on_0_queried_from_1", a0.device);
  cudasem::observe("device_of_alloc_on_1_queried_from_0", a1.device);
  cudasem::observe("memory_type_of_alloc_on_0", static_cast<int>(a0.type));
  EXPECT_EQ(a0.type, cudaMemoryTypeHost);
  EXPECT_EQ(a1.type, cudaMemoryTypeHost);
  EXPECT_EQ(a0.device, 0);
  EXPECT_EQ(a1.device, 1);
}
