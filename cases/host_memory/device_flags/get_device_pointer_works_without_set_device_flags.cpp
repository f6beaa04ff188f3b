// SPDX-License-Identifier: Apache-2.0
// The runtime reference's claim: this process never calls cudaSetDeviceFlags, yet the
// runtime-created context has cudaDeviceMapHost, so cudaHostGetDevicePointer succeeds. The
// Programming Guide says the opposite (device_flags.pg_get_device_pointer_fails_without_map_host).
#include "cudasem/cudasem.h"

CUDASEM_CASE(DeviceMapHost, GetDevicePointerWorksWithoutSetDeviceFlags,
    {
        .api = {"cudaHostAlloc", "cudaHostGetDevicePointer"},
        .cite = {.doc = "RT",
            .section = "cudaHostAlloc",
            .quote = "The cudaDeviceMapHost flag is implicitly set for contexts created via the runtime API."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("canMapHostMemory") >= 1},
    }) {
  void* host = nullptr;
  CUDASEM_ASSERT_OK(cudaHostAlloc(&host, 4096, cudaHostAllocMapped));
  void* device = nullptr;

  cudaError_t result = cudaHostGetDevicePointer(&device, host, 0);

  CUDASEM_EXPECT_ERROR_OF(cudaHostGetDevicePointer, result, cudaSuccess);
  CUDASEM_EXPECT_TRUE_NAMED("device_pointer.returned", device != nullptr);
  CUDASEM_EXPECT_OK(cudaFreeHost(host));
}
