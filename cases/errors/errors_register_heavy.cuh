// SPDX-License-Identifier: Apache-2.0
// A kernel that uses more than 64 registers per thread (no __launch_bounds__): launched with the
// device's maximum block size it fails with cudaErrorLaunchOutOfResources
// (errors.async.launch_out_of_resources_registers; errors_last_error.cuh's LaunchOutOfResources row).
#pragma once

namespace cudasem::errors {
namespace {

constexpr int kLive = 96;
// kLive values stay live across a data-dependent loop, so the compiler keeps them in registers.
__global__ void register_heavy(const float* in, float* out, int rounds) {
  float v[kLive];
#pragma unroll
  for (int k = 0; k < kLive; ++k) v[k] = in[(threadIdx.x + k * 7) % 1024];
  for (int r = 0; r < rounds; ++r) {
#pragma unroll
    for (int k = 0; k < kLive; ++k) v[k] = v[k] * v[(k + 1) % kLive] + v[(k + 5) % kLive];
  }
  float s = 0;
#pragma unroll
  for (int k = 0; k < kLive; ++k) s += v[k] * static_cast<float>(k + 1);
  out[blockIdx.x * blockDim.x + threadIdx.x] = s;
}

}  // namespace
}  // namespace cudasem::errors
