// SPDX-License-Identifier: Apache-2.0
// Changing a kernel's shared memory bank size (cudaFuncSetSharedMemConfig, deprecated) on a kernel
// with 12 KiB of static shared memory changes neither its static shared memory (cudaFuncGetAttributes
// sharedSizeBytes) nor its occupancy at 128 threads (cudaOccupancyMaxActiveBlocksPerMultiprocessor).
// Where the device's bank size is fixed the call does nothing and nothing changes: UNSUPPORTED (the
// shared body, cudasem::bank_size_change_keeps_usage_and_occupancy, says why).
#include "cudasem/cudasem.h"
#include "cudasem/shared_mem_config.h"

CUDASEM_CALLS_DEPRECATED_API;  // the function under test is deprecated

namespace {
__global__ void shared_reverse(const unsigned* in, unsigned* out) {
  __shared__ unsigned tile[3072];
  for (unsigned i = threadIdx.x; i < 3072; i += blockDim.x) tile[i] = in[i];
  __syncthreads();
  for (unsigned i = threadIdx.x; i < 3072; i += blockDim.x) out[i] = tile[3071 - i];
}
}  // namespace

CUDASEM_CASE(CudaFuncSetSharedMemConfig, KeepsSharedUsageAndOccupancy,
    {
        .api = {"cudaFuncSetSharedMemConfig"},
        .cite = {.doc = "RT",
            .section = "cudaFuncSetSharedMemConfig",
            .quote =
                "Changing the shared memory bank size will not increase shared memory usage or affect occupancy of kernels"},
        .claim = cudasem::Claim::promise,
    }) {
  const void* kernel = reinterpret_cast<const void*>(shared_reverse);

  cudasem::bank_size_change_keeps_usage_and_occupancy(
      kernel, [](cudaSharedMemConfig* c) { return cudaDeviceGetSharedMemConfig(c); },
      [](cudaSharedMemConfig c) { return cudaDeviceSetSharedMemConfig(c); },
      [kernel](cudaSharedMemConfig c) { CUDASEM_EXPECT_OK(cudaFuncSetSharedMemConfig(kernel, c)); });
}
