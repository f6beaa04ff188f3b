// SPDX-License-Identifier: Apache-2.0
// cudaMemcpyFromSymbol with offset 100 and count 20 copies bytes [100, 120) of a __device__
// array whose byte i holds i.
#include "cudasem/cudasem.h"

#include <cuda_runtime.h>

#include <cstddef>
#include <vector>

namespace {
__device__ unsigned char g_ramp[256];
}  // namespace

CUDASEM_CASE(CudaMemcpyFromSymbol, OffsetReadsFromOffset,
    {
        .api = {"cudaMemcpyFromSymbol"},
        .cite = {.doc = "RT",
            .section = "cudaMemcpyFromSymbol",
            .quote =
                "Copies count bytes from the memory area pointed to by offset bytes from the start of symbol symbol to the memory area pointed to by dst."},
        .claim = cudasem::Claim::promise,
    }) {
  std::vector<unsigned char> ramp(256), got(20, 0);
  for (int i = 0; i < 256; ++i) ramp[i] = static_cast<unsigned char>(i);
  CUDASEM_ASSERT_OK(cudaMemcpyToSymbol(g_ramp, ramp.data(), 256));

  CUDASEM_EXPECT_ERROR(cudaMemcpyFromSymbol(got.data(), g_ramp, 20, 100), cudaSuccess);

  std::size_t from_offset = 0;  // bytes that hold the symbol's byte at offset 100 + i
  for (int i = 0; i < 20; ++i) from_offset += got[i] == 100 + i;
  CUDASEM_EXPECT_EQ_NAMED("copied_bytes.from_offset", from_offset, 20u);
}
