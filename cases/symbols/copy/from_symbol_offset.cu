// SPDX-License-Identifier: Apache-2.0
// cudaMemcpyFromSymbol with offset 100 and count 20 copies bytes [100, 120) of a __device__
// array whose byte i holds i.
#include "cudasem/cudasem.h"

#include <cuda_runtime.h>

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

  for (int i = 0; i < 20; ++i) EXPECT_EQ(got[i], 100 + i) << "byte " << i;
}
