// SPDX-License-Identifier: Apache-2.0
// cudaMemcpyToSymbol and cudaMemcpyFromSymbol with cudaMemcpyDefault (unified addressing)
// infer the direction from the host pointer: values go in and come back out unchanged.
#include "cudasem/cudasem.h"

#include <cuda_runtime.h>

#include <vector>

namespace {
__device__ unsigned g_default_kind[128];
}  // namespace

CUDASEM_CASE(CudaMemcpyToSymbol, DefaultKindInfersDirection,
    {
        .api = {"cudaMemcpyToSymbol"},
        .cite = {.doc = "RT",
            .section = "cudaMemcpyToSymbol",
            .quote =
                "Passing cudaMemcpyDefault is recommended, in which case the type of transfer is inferred from the pointer values."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("unifiedAddressing") >= 1},
    }) {
  std::vector<unsigned> values(128), back(128, 0);
  for (unsigned i = 0; i < 128; ++i) values[i] = 0x5000 + i;

  CUDASEM_EXPECT_ERROR(
      cudaMemcpyToSymbol(g_default_kind, values.data(), sizeof(g_default_kind), 0, cudaMemcpyDefault), cudaSuccess);
  CUDASEM_EXPECT_ERROR(
      cudaMemcpyFromSymbol(back.data(), g_default_kind, sizeof(g_default_kind), 0, cudaMemcpyDefault), cudaSuccess);

  CUDASEM_EXPECT_TRUE_NAMED("roundtrip_words.match", back == values);
}
