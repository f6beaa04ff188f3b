// SPDX-License-Identifier: Apache-2.0
// A kernel that uses more than 64 registers per thread (no __launch_bounds__) launched with the
// device's maximum block size (1024 threads, more than its register count allows): the launch
// returns cudaErrorLaunchOutOfResources. The register count is read with cudaFuncGetAttributes.
#include "../errors_register_heavy.cuh"
#include "cudasem/cudasem.h"

using cudasem::errors::register_heavy;

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
