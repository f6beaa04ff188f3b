// SPDX-License-Identifier: Apache-2.0
// After cudaDeviceReset a cudaMalloc pointer is no longer a device allocation.
#include "cudasem/cudasem.h"

CUDASEM_CASE(DeviceReset, DestroysAllocations,
    {
        .api = {"cudaDeviceReset"},
        .cite = {.doc = "RT",
            .section = "cudaDeviceReset",
            .quote = "Destroy all allocations and reset all state on the current device in the current process."},
        .claim = cudasem::Claim::promise,
    }) {
  void* p = nullptr;  // raw: owned by the context that the reset destroys
  CUDASEM_ASSERT_OK(cudaMalloc(&p, 1 << 20));
  cudaPointerAttributes before{}, after{};
  CUDASEM_ASSERT_OK(cudaPointerGetAttributes(&before, p));
  CUDASEM_ASSERT_EQ_NAMED("pointer_type.before_reset", before.type, cudaMemoryTypeDevice);

  CUDASEM_ASSERT_OK(cudaDeviceReset());
  cudaError_t r = cudaPointerGetAttributes(&after, p);
  cudasem::last_error(cudasem::LastError::clear);

  const bool still_device = r == cudaSuccess && after.type == cudaMemoryTypeDevice;
  cudasem::observe("pointer_attributes_error_after_reset", r);
  cudasem::observe("type_after_reset", static_cast<int>(after.type));
  CUDASEM_EXPECT_EQ_NAMED("still_a_device_allocation", still_device, false);
}
