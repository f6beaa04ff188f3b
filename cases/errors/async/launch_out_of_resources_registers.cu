// SPDX-License-Identifier: Apache-2.0
// A kernel that uses more than 64 registers per thread (no __launch_bounds__) launched with the
// device's maximum block size (1024 threads, more than its register count allows): the launch
// returns cudaErrorLaunchOutOfResources. The register count is read with cudaFuncGetAttributes.
#include "cudasem/cudasem.h"

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

CUDASEM_CASE(AsyncErrors, LaunchOutOfResourcesRegisters,
    {
        .api = {"cudaLaunchKernel"},
        .cite = {.doc = "RT",
            .section = "cudaError (cudaErrorLaunchOutOfResources)",
            .quote =
                "this error usually indicates that the user has attempted to pass too many arguments to the device kernel, or the kernel launch specifies too many threads for the kernel's register count."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  cudaFuncAttributes fa{};
  CUDASEM_ASSERT_OK(cudaFuncGetAttributes(&fa, reinterpret_cast<const void*>(register_heavy)));
  int max_threads = 0, regs_per_block = 0;
  CUDASEM_ASSERT_OK(cudaDeviceGetAttribute(&max_threads, cudaDevAttrMaxThreadsPerBlock, 0));
  CUDASEM_ASSERT_OK(cudaDeviceGetAttribute(&regs_per_block, cudaDevAttrMaxRegistersPerBlock, 0));
  cudasem::environment("kernel.registers_per_thread", fa.numRegs);
  cudasem::environment("kernel.max_threads_per_block", fa.maxThreadsPerBlock);
  cudasem::environment("device.registers_per_block", regs_per_block);
  if (static_cast<long>(fa.numRegs) * max_threads <= regs_per_block)
    GTEST_SKIP() << "the kernel compiled to " << fa.numRegs << " registers: " << max_threads << " threads fit in "
                 << regs_per_block;
  cudasem::DeviceBuffer<float> in(1024), out(static_cast<std::size_t>(max_threads));
  CUDASEM_ASSERT_OK(cudaMemset(in.data(), 0, in.bytes()));

  register_heavy<<<1, max_threads>>>(in.data(), out.data(), 4);
  cudaError_t launch = cudaGetLastError();

  CUDASEM_EXPECT_ERROR_OF(cudaLaunchKernel, launch, cudaErrorLaunchOutOfResources);
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}
