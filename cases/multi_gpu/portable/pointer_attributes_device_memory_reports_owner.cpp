// SPDX-License-Identifier: Apache-2.0
// cudaMalloc memory reports the device it resides on, whichever device is current at the query.
#include "cudasem/cudasem.h"

CUDASEM_CASE(PortableMemory, PointerAttributesDeviceMemoryReportsOwner, {
    .api = {"cudaPointerGetAttributes"},
    .cite = {.doc = "RT", .section = "cudaPointerGetAttributes",
             .quote = "If ptr has memory type cudaMemoryTypeDevice then this identifies the device on which the memory referred to by ptr physically resides."},
    .needs = {cudasem::gpus(2), cudasem::attr("unifiedAddressing") >= 1},
    .exclusive = true,
}) {
  CUDASEM_ASSERT_OK(cudaSetDevice(1));
  cudasem::DeviceBuffer<unsigned> on1(1024);
  CUDASEM_ASSERT_OK(cudaSetDevice(0));
  cudasem::DeviceBuffer<unsigned> on0(1024);
  cudaPointerAttributes a1{}, a0{};

  CUDASEM_ASSERT_OK(cudaPointerGetAttributes(&a1, on1.data()));  // device 0 current
  CUDASEM_ASSERT_OK(cudaSetDevice(1));
  CUDASEM_ASSERT_OK(cudaPointerGetAttributes(&a0, on0.data()));  // device 1 current

  cudasem::observe("device_of_alloc_on_1_queried_from_0", a1.device);
  cudasem::observe("device_of_alloc_on_0_queried_from_1", a0.device);
  EXPECT_EQ(a1.type, cudaMemoryTypeDevice);
  EXPECT_EQ(a0.type, cudaMemoryTypeDevice);
  EXPECT_EQ(a1.device, 1);
  EXPECT_EQ(a0.device, 0);
}
