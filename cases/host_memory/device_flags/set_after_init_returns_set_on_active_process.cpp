// SPDX-License-Identifier: Apache-2.0
// cudaErrorSetOnActiveProcess's description: cudaSetDeviceFlags after memory was allocated
// fails. cudaSetDeviceFlags's own 13.x text says it overwrites the flags instead
// (device_flags.set_after_init_overwrites_flags); one of the two fails.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaSetDeviceFlags, AfterInitReturnsSetOnActiveProcess, {
    .id = "host_memory.device_flags.set_after_init_returns_set_on_active_process",
    .cite = {.doc = "RT", .section = "cudaErrorSetOnActiveProcess",
             .quote = "This indicates that the user has called cudaSetValidDevices(), cudaSetDeviceFlags(), ... after initializing the CUDA runtime by calling non-device management operations (allocating memory and launching kernels are examples of non-device management operations).",
             .version = "13.0"},
}) {
  void* device = nullptr;
  CUDASEM_ASSERT_OK(cudaMalloc(&device, 256));  // a non-device-management operation

  cudaError_t result = cudaSetDeviceFlags(cudaDeviceScheduleBlockingSync);

  CUDASEM_EXPECT_ERROR(result, cudaErrorSetOnActiveProcess);
  cudasem::last_error(cudasem::LastError::clear);
  CUDASEM_EXPECT_OK(cudaFree(device));
}
