// SPDX-License-Identifier: Apache-2.0
// cudaMemcpyToSymbol fills a __device__ array; a kernel reading the array sees the values.
#include "cudasem/cudasem.h"

#include <cuda_runtime.h>

#include <vector>

namespace {
__device__ unsigned g_table[64];
__global__ void read_table(unsigned* out) { out[threadIdx.x] = g_table[threadIdx.x]; }
}  // namespace

CUDASEM_CASE(CudaMemcpyToSymbol, DeviceVariableReadByKernel,
    {
        .api = {"cudaMemcpyToSymbol"},
        .cite = {.doc = "RT",
            .section = "cudaMemcpyToSymbol",
            .quote =
                "Copies count bytes from the memory area pointed to by src to the memory area pointed to by offset bytes from the start of symbol symbol."},
        .claim = cudasem::Claim::promise,
    }) {
  std::vector<unsigned> values(64);
  for (unsigned i = 0; i < 64; ++i) values[i] = 1000 + 3 * i;
  cudasem::DeviceBuffer<unsigned> out(64);

  CUDASEM_EXPECT_ERROR(cudaMemcpyToSymbol(g_table, values.data(), sizeof(g_table)), cudaSuccess);

  read_table<<<1, 64>>>(out.data());
  CUDASEM_ASSERT_OK_OF(cudaLaunchKernel, cudaGetLastError());
  std::vector<unsigned> got(64);
  CUDASEM_ASSERT_OK(cudaMemcpy(got.data(), out.data(), out.bytes(), cudaMemcpyDeviceToHost));
  CUDASEM_EXPECT_TRUE_NAMED("kernel_read_values.match_copied", got == values);
}
