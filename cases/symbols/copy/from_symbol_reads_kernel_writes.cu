// SPDX-License-Identifier: Apache-2.0
// A kernel writes a __device__ array; cudaMemcpyFromSymbol copies the written values out.
#include "cudasem/cudasem.h"

#include <cuda_runtime.h>

#include <vector>

namespace {
__device__ unsigned g_results[128];
__global__ void write_results() { g_results[threadIdx.x] = 7 * threadIdx.x + 2; }
}  // namespace

CUDASEM_CASE(CudaMemcpyFromSymbol, ReadsKernelWrites,
    {
        .api = {"cudaMemcpyFromSymbol"},
        .cite = {.doc = "RT",
            .section = "cudaMemcpyFromSymbol",
            .quote =
                "Copies count bytes from the memory area pointed to by offset bytes from the start of symbol symbol to the memory area pointed to by dst."},
        .claim = cudasem::Claim::promise,
    }) {
  write_results<<<1, 128>>>();
  CUDASEM_ASSERT_OK_OF(cudaLaunchKernel, cudaGetLastError());
  std::vector<unsigned> got(128, 0);

  CUDASEM_EXPECT_ERROR(cudaMemcpyFromSymbol(got.data(), g_results, sizeof(g_results)), cudaSuccess);

  std::size_t ok = 0;
  for (unsigned i = 0; i < 128; ++i) ok += got[i] == 7 * i + 2;
  CUDASEM_EXPECT_EQ_NAMED("copied_words.matching_kernel_writes", ok, 128u);
}
