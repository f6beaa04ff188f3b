// SPDX-License-Identifier: Apache-2.0
// cudaMemcpyFromSymbol of 65 bytes from a 64-byte __device__ array: what it returns is recorded.
// The cited text names no failure for this: the returned code is recorded.
#include "cudasem/cudasem.h"

#include <cuda_runtime.h>

#include <vector>

namespace {
__device__ unsigned char g_small_out[64];
}  // namespace

CUDASEM_CASE(CudaMemcpyFromSymbol, PastEndFails,
    {
        .api = {"cudaMemcpyFromSymbol"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMemcpyFromSymbol",
            .quote =
                "Copies count bytes from the memory area pointed to by offset bytes from the start of symbol symbol to the memory area pointed to by dst."},
        .claim = cudasem::Claim::hedge,
    }) {
  std::vector<unsigned char> got(128, 0);

  cudasem::observe("cudaMemcpyFromSymbol_result", cudaMemcpyFromSymbol(got.data(), g_small_out, 65));

  cudasem::last_error(cudasem::LastError::clear);
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}
