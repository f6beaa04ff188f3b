// SPDX-License-Identifier: Apache-2.0
// The device field of a managed pointer's attributes is the device current at allocation.
#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(ManagedPointerAttributes, DeviceFieldIsAllocatingDevice, {
    .id = "managed.pointer.device_field_is_allocating_device",
    .cite = {.doc = "RT", .section = "cudaPointerGetAttributes",
             .quote = "is the device against which ptr was allocated.", .version = "13.0"},
    .needs = {cudasem::attr("managedMemory") >= 1},
}) {
  CUDASEM_ASSERT_OK(cudaSetDevice(0));
  cudasem_cases::managed::ManagedBuffer<unsigned> buffer(1024);
  ASSERT_NE(buffer.data(), nullptr);
  cudaPointerAttributes attributes{};

  cudaError_t result = cudaPointerGetAttributes(&attributes, buffer.data());

  cudasem::observe("device", attributes.device);
  cudasem::observe("type", static_cast<int>(attributes.type));
  CUDASEM_EXPECT_ERROR(result, cudaSuccess);
  EXPECT_EQ(attributes.device, 0);
}
