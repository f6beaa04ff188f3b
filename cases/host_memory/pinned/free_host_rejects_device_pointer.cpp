// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaFreeHost, RejectsDevicePointer, {
    .id = "host_memory.pinned.free_host_rejects_device_pointer",
    .cite = {.doc = "RT", .section = "cudaFreeHost",
             .quote = "which must have been returned by a previous call to cudaMallocHost() or cudaHostAlloc()",
             .version = "13.0"},
}) {
  cudasem::DeviceBuffer<unsigned> device(1024);

  cudaError_t result = cudaFreeHost(device.data());

  CUDASEM_EXPECT_ERROR(result, cudaErrorInvalidValue);
  cudasem::last_error(cudasem::LastError::clear);
}
