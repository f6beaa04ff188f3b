// SPDX-License-Identifier: Apache-2.0
// cudaGetSymbolAddress of a __device__ array returns device memory that is the variable:
// bytes written there with cudaMemcpy are read by a kernel through the variable.
#include "cudasem/cudasem.h"

#include <cuda_runtime.h>

#include <vector>

namespace {
__device__ unsigned g_aliased[64];
__global__ void read_aliased(unsigned* out) { out[threadIdx.x] = g_aliased[threadIdx.x]; }
}  // namespace

CUDASEM_CASE(CudaGetSymbolAddress, DeviceVariableAddressAliases,
    {
        .api = {"cudaGetSymbolAddress"},
        .cite = {.doc = "RT",
            .section = "cudaGetSymbolAddress",
            .quote = "Returns in *devPtr the address of symbol symbol on the device."},
        .claim = cudasem::Claim::promise,
    }) {
  void* address = nullptr;
  std::vector<unsigned> values(64);
  for (unsigned i = 0; i < 64; ++i) values[i] = 0xa000 + i;
  cudasem::DeviceBuffer<unsigned> out(64);

  CUDASEM_EXPECT_ERROR(cudaGetSymbolAddress(&address, g_aliased), cudaSuccess);

  CUDASEM_ASSERT_TRUE_NAMED("symbol_address.non_null", address != nullptr);
  CUDASEM_ASSERT_OK(cudaMemcpy(address, values.data(), 64 * sizeof(unsigned), cudaMemcpyHostToDevice));
  read_aliased<<<1, 64>>>(out.data());
  CUDASEM_ASSERT_OK_OF(cudaLaunchKernel, cudaGetLastError());
  std::vector<unsigned> got(64);
  CUDASEM_ASSERT_OK(cudaMemcpy(got.data(), out.data(), out.bytes(), cudaMemcpyDeviceToHost));
  CUDASEM_EXPECT_TRUE_NAMED("kernel_read_values.match_copied", got == values);
}
