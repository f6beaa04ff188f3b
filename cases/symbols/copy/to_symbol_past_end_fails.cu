// SPDX-License-Identifier: Apache-2.0
// cudaMemcpyToSymbol of 16 bytes at offset 56 into a 64-byte __device__ array (past its end): what
// it returns is recorded; whether the array was left unchanged is recorded.
// The cited text names no failure for this: the returned code is recorded.
#include "cudasem/cudasem.h"

#include <cuda_runtime.h>

#include <vector>

namespace {
__device__ unsigned char g_small[64];
}  // namespace

CUDASEM_CASE(CudaMemcpyToSymbol, PastEndFails,
    {
        .api = {"cudaMemcpyToSymbol"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMemcpyToSymbol",
            .quote =
                "Copies count bytes from the memory area pointed to by src to the memory area pointed to by offset bytes from the start of symbol symbol."},
        .claim = cudasem::Claim::hedge,
    }) {
  std::vector<unsigned char> zeros(64, 0), block(16, 0xab), back(64, 0xee);
  CUDASEM_ASSERT_OK(cudaMemcpyToSymbol(g_small, zeros.data(), 64));

  cudasem::observe("cudaMemcpyToSymbol_result", cudaMemcpyToSymbol(g_small, block.data(), 16, 56));

  cudasem::last_error(cudasem::LastError::clear);
  CUDASEM_ASSERT_OK(cudaMemcpyFromSymbol(back.data(), g_small, 64));
  cudasem::observe("array_unchanged", back == zeros);
}
