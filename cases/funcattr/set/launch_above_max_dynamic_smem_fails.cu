// SPDX-License-Identifier: Apache-2.0
// After cudaFuncSetAttribute(cudaFuncAttributeMaxDynamicSharedMemorySize, 16 KiB), a launch asking
// for 16 KiB + 4 bytes of dynamic shared memory fails (the code is recorded), and a launch asking
// for exactly 16 KiB runs.
#include "cudasem/cudasem.h"

namespace {
__global__ void write_one(unsigned* out) {
  extern __shared__ unsigned smem[];
  smem[0] = 1;
  __syncthreads();
  *out = smem[0];
}
}  // namespace

CUDASEM_CASE(CudaFuncSetAttribute, LaunchAboveMaxDynamicSmemFails,
    {
        .api = {"cudaFuncSetAttribute", "cudaLaunchKernel"},
        .cite = {.doc = "DRV",
            .section = "CUfunction_attribute (CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES)",
            .quote =
                "If the user-specified dynamic shared memory size is larger than this value, the launch will fail."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  constexpr int kLimit = 16 * 1024;
  CUDASEM_ASSERT_OK(cudaFuncSetAttribute(
      reinterpret_cast<const void*>(write_one), cudaFuncAttributeMaxDynamicSharedMemorySize, kLimit));
  cudasem::DeviceBuffer<unsigned> out(1);
  CUDASEM_ASSERT_OK(cudaMemset(out.data(), 0, out.bytes()));

  write_one<<<1, 32, kLimit + 4>>>(out.data());
  cudaError_t above = cudaGetLastError();
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  unsigned ran_above = 0;
  CUDASEM_ASSERT_OK(cudaMemcpy(&ran_above, out.data(), sizeof ran_above, cudaMemcpyDeviceToHost));
  write_one<<<1, 32, kLimit>>>(out.data());
  cudaError_t at_limit = cudaGetLastError();
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  unsigned ran_at_limit = 0;
  CUDASEM_ASSERT_OK(cudaMemcpy(&ran_at_limit, out.data(), sizeof ran_at_limit, cudaMemcpyDeviceToHost));

  CUDASEM_EXPECT_FAILURE_OF(cudaLaunchKernel, above);
  cudasem::observe("kernel_ran_above_limit", ran_above == 1);
  CUDASEM_EXPECT_OK_OF(cudaLaunchKernel, at_limit);
  CUDASEM_EXPECT_EQ_NAMED("kernel.ran_at_limit", ran_at_limit, 1u);
}
