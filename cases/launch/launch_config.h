// SPDX-License-Identifier: Apache-2.0
// Shared by the launch cases: a cudaLaunchConfig_t built in one line.
#pragma once

#include <cuda_runtime_api.h>

#include <cstddef>

namespace cudasem_cases::launch {

inline cudaLaunchConfig_t make_config(dim3 grid, dim3 block, cudaStream_t stream = nullptr,
                                      std::size_t dynamic_smem = 0, cudaLaunchAttribute* attrs = nullptr,
                                      unsigned num_attrs = 0) {
  cudaLaunchConfig_t config{};
  config.gridDim = grid;
  config.blockDim = block;
  config.dynamicSmemBytes = dynamic_smem;
  config.stream = stream;
  config.attrs = attrs;
  config.numAttrs = num_attrs;
  return config;
}

}  // namespace cudasem_cases::launch
