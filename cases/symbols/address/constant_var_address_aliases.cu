// SPDX-License-Identifier: Apache-2.0
// cudaGetSymbolAddress of a __constant__ array returns device memory that is the variable:
// bytes written there with cudaMemcpy are read by a later kernel through the variable.
#include "cudasem/cudasem.h"

#include <cuda_runtime.h>

#include <vector>

namespace {
__constant__ int c_aliased[32];
__global__ void read_constant_aliased(int* out) { out[threadIdx.x] = c_aliased[threadIdx.x]; }
}  // namespace

CUDASEM_CASE(CudaGetSymbolAddress, ConstantVariableAddressAliases,
    {
        .api = {"cudaGetSymbolAddress"},
        .cite = {.doc = "RT",
            .section = "cudaGetSymbolAddress",
            .quote = "symbol is a variable that resides in global or constant memory space."},
        .claim = cudasem::Claim::promise,
    }) {
  void* address = nullptr;
  std::vector<int> values(32);
  for (int i = 0; i < 32; ++i) values[i] = -100 + 7 * i;
  cudasem::DeviceBuffer<int> out(32);

  CUDASEM_EXPECT_ERROR(cudaGetSymbolAddress(&address, c_aliased), cudaSuccess);

  CUDASEM_ASSERT_TRUE_NAMED("symbol_address.non_null", address != nullptr);
  CUDASEM_ASSERT_OK(cudaMemcpy(address, values.data(), 32 * sizeof(int), cudaMemcpyHostToDevice));
  read_constant_aliased<<<1, 32>>>(out.data());
  CUDASEM_ASSERT_OK_OF(cudaLaunchKernel, cudaGetLastError());
  std::vector<int> got(32);
  CUDASEM_ASSERT_OK(cudaMemcpy(got.data(), out.data(), out.bytes(), cudaMemcpyDeviceToHost));
  CUDASEM_EXPECT_TRUE_NAMED("kernel_read_values.match_copied", got == values);
}
