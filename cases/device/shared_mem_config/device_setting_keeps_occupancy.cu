// SPDX-License-Identifier: Apache-2.0
// Changing the device's shared memory bank size (cudaDeviceSetSharedMemConfig, deprecated) changes
// neither the static shared memory of a kernel with 12 KiB of it (cudaFuncGetAttributes
// sharedSizeBytes) nor its occupancy at 128 threads (cudaOccupancyMaxActiveBlocksPerMultiprocessor).
// Where the bank size is fixed the call does nothing and nothing changes: UNSUPPORTED (the shared
// body, cudasem::bank_size_change_keeps_usage_and_occupancy, says why).
#include "../device.h"
#include "cudasem/cudasem.h"
#include "cudasem/shared_mem_config.h"

CUDASEM_CALLS_DEPRECATED_API;  // the function under test is deprecated

namespace {
__global__ void shared_copy(const unsigned* in, unsigned* out) {
  __shared__ unsigned tile[3072];
  for (unsigned i = threadIdx.x; i < 3072; i += blockDim.x) tile[i] = in[i];
  __syncthreads();
  for (unsigned i = threadIdx.x; i < 3072; i += blockDim.x) out[i] = tile[3071 - i];
}
}  // namespace

CUDASEM_CASE(CudaDeviceSetSharedMemConfig, KeepsSharedUsageAndOccupancy,
    {
        .api = {"cudaDeviceSetSharedMemConfig"},
        .cite = {.doc = "RT",
            .section = "cudaDeviceSetSharedMemConfig",
            .quote =
                "Changing the shared memory bank size will not increase shared memory usage or affect occupancy of kernels"},
        .claim = cudasem::Claim::promise,
    }) {
  const void* kernel = reinterpret_cast<const void*>(shared_copy);

  cudasem::bank_size_change_keeps_usage_and_occupancy(
      kernel, [](cudaSharedMemConfig* c) { return cudaDeviceGetSharedMemConfig(c); },
      [](cudaSharedMemConfig c) { return cudaDeviceSetSharedMemConfig(c); },
      [](cudaSharedMemConfig c) { CUDASEM_EXPECT_OK(cudaDeviceSetSharedMemConfig(c)); });
}
