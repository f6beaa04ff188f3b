// SPDX-License-Identifier: Apache-2.0
// cudaMemcpyToSymbol fills a __constant__ array; a kernel reading the array sees the values.
#include "cudasem/cudasem.h"

#include <cuda_runtime.h>

#include <vector>

namespace {
__constant__ float c_coefficients[32];
__global__ void read_constants(float* out) { out[threadIdx.x] = c_coefficients[threadIdx.x]; }
}  // namespace

CUDASEM_CASE(CudaMemcpyToSymbol, ConstantVariableReadByKernel,
    {
        .api = {"cudaMemcpyToSymbol"},
        .cite = {.doc = "RT",
            .section = "cudaMemcpyToSymbol",
            .quote = "symbol is a variable that resides in global or constant memory space."},
        .claim = cudasem::Claim::promise,
    }) {
  std::vector<float> values(32);
  for (int i = 0; i < 32; ++i) values[i] = 0.5f * i - 3.0f;
  cudasem::DeviceBuffer<float> out(32);

  CUDASEM_EXPECT_ERROR(cudaMemcpyToSymbol(c_coefficients, values.data(), sizeof(c_coefficients)), cudaSuccess);

  read_constants<<<1, 32>>>(out.data());
  CUDASEM_ASSERT_OK_OF(cudaLaunchKernel, cudaGetLastError());
  std::vector<float> got(32);
  CUDASEM_ASSERT_OK(cudaMemcpy(got.data(), out.data(), out.bytes(), cudaMemcpyDeviceToHost));
  CUDASEM_EXPECT_TRUE_NAMED("kernel_read_values.match_copied", got == values);
}
