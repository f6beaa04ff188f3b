// SPDX-License-Identifier: Apache-2.0
// Shared by the cooperative-launch cases (host side): the largest co-resident grid for a kernel,
// as cudaLaunchCooperativeKernel defines it (max active blocks per SM x SM count).
#pragma once

#include <cuda_runtime_api.h>

namespace cudasem_cases::cooperative {

struct CoResident {
  cudaError_t error = cudaSuccess;
  int per_sm = 0, sms = 0;
  int blocks() const { return per_sm * sms; }
};

inline CoResident co_resident(const void* kernel, int block_size, size_t dynamic_smem = 0) {
  CoResident r;
  r.error = cudaOccupancyMaxActiveBlocksPerMultiprocessor(&r.per_sm, kernel, block_size, dynamic_smem);
  if (r.error == cudaSuccess) r.error = cudaDeviceGetAttribute(&r.sms, cudaDevAttrMultiProcessorCount, 0);
  return r;
}

}  // namespace cudasem_cases::cooperative
