// SPDX-License-Identifier: Apache-2.0
// The Programming Guide's claim, asserted as written: this process never calls
// cudaSetDeviceFlags, so cudaHostGetDevicePointer must fail. The runtime reference says the
// opposite (device_flags.get_device_pointer_works_without_set_device_flags); one of the two fails.
#include "cudasem/cudasem.h"

CUDASEM_CASE(DeviceMapHost, PgGetDevicePointerFailsWithoutFlag,
    {
        .api = {"cudaHostGetDevicePointer"},
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 6.2.6.3. Mapped Memory",
            .quote =
                "page-locked memory mapping must be enabled by calling cudaSetDeviceFlags() with the cudaDeviceMapHost flag before any other CUDA call is performed. Otherwise, cudaHostGetDevicePointer() will return an error."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("canMapHostMemory") >= 1},
    }) {
  void* host = nullptr;
  CUDASEM_ASSERT_OK(cudaHostAlloc(&host, 4096, cudaHostAllocMapped));
  void* device = nullptr;

  cudaError_t result = cudaHostGetDevicePointer(&device, host, 0);

  CUDASEM_EXPECT_FAILURE_OF(cudaHostGetDevicePointer, result);
  cudasem::last_error(cudasem::LastError::clear);
  CUDASEM_EXPECT_OK(cudaFreeHost(host));
}
