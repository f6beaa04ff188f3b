// SPDX-License-Identifier: Apache-2.0
// cudaMemcpyToSymbol with offset 40 and count 24 writes bytes [40, 64) of a 256-byte
// __device__ array and nothing else (the whole array is read back).
#include "cudasem/cudasem.h"

#include <cuda_runtime.h>

#include <vector>

namespace {
__device__ unsigned char g_bytes[256];
}  // namespace

CUDASEM_CASE(CudaMemcpyToSymbol, OffsetWritesFromOffset,
    {
        .api = {"cudaMemcpyToSymbol"},
        .cite = {.doc = "RT",
            .section = "cudaMemcpyToSymbol",
            .quote =
                "Copies count bytes from the memory area pointed to by src to the memory area pointed to by offset bytes from the start of symbol symbol."},
        .claim = cudasem::Claim::promise,
    }) {
  std::vector<unsigned char> zeros(256, 0), block(24, 0xab), back(256, 0xee);
  CUDASEM_ASSERT_OK(cudaMemcpyToSymbol(g_bytes, zeros.data(), 256));

  CUDASEM_EXPECT_ERROR(cudaMemcpyToSymbol(g_bytes, block.data(), 24, 40), cudaSuccess);

  CUDASEM_ASSERT_OK(cudaMemcpyFromSymbol(back.data(), g_bytes, 256));
  std::size_t in_range = 0, outside_zero = 0;
  for (std::size_t i = 0; i < 256; ++i) {
    if (i >= 40 && i < 64)
      in_range += back[i] == 0xab;
    else
      outside_zero += back[i] == 0;
  }
  CUDASEM_EXPECT_EQ_NAMED("offset_range_bytes.written", in_range, 24u);
  CUDASEM_EXPECT_EQ_NAMED("outside_bytes.still_zero", outside_zero, 256u - 24u);
}
