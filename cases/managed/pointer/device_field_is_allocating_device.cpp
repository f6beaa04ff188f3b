// SPDX-License-Identifier: Apache-2.0
// The device field of a managed pointer's attributes is the device current at allocation.
#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(ManagedPointerAttributes, DeviceFieldIsAllocatingDevice,
    {
        .api = {"cudaPointerGetAttributes"},
        .cite = {.doc = "RT",
            .section = "cudaPointerGetAttributes",
            .quote = "is the device against which ptr was allocated."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("managedMemory") >= 1},
    }) {
  CUDASEM_ASSERT_OK(cudaSetDevice(0));
  cudasem::ManagedBuffer<unsigned> buffer(1024);
  ASSERT_NE(buffer.data(), nullptr);
  cudaPointerAttributes attributes{};

  cudaError_t result = cudaPointerGetAttributes(&attributes, buffer.data());

  cudasem::observe("pointer_device", attributes.device);
  cudasem::observe("pointer_type", static_cast<int>(attributes.type));
  CUDASEM_EXPECT_ERROR_OF(cudaPointerGetAttributes, result, cudaSuccess);
  CUDASEM_EXPECT_EQ_NAMED("pointer_device.is_device_0", attributes.device, 0);
}
