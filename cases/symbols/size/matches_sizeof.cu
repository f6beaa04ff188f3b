// SPDX-License-Identifier: Apache-2.0
// cudaGetSymbolSize returns sizeof the variable for a __device__ double[37] and a __constant__
// struct of 13 bytes.
#include "cudasem/cudasem.h"

#include <cuda_runtime.h>

namespace {
struct Thirteen {
  char bytes[13];
};
__device__ double g_doubles[37];
__constant__ Thirteen c_thirteen;
}  // namespace

CUDASEM_CASE(CudaGetSymbolSize, MatchesSizeof,
    {
        .api = {"cudaGetSymbolSize"},
        .cite = {.doc = "RT", .section = "cudaGetSymbolSize", .quote = "Returns in *size the size of symbol symbol."},
        .claim = cudasem::Claim::promise,
    }) {
  std::size_t doubles = 0, thirteen = 0;

  CUDASEM_EXPECT_ERROR(cudaGetSymbolSize(&doubles, g_doubles), cudaSuccess);
  CUDASEM_EXPECT_ERROR(cudaGetSymbolSize(&thirteen, c_thirteen), cudaSuccess);

  CUDASEM_EXPECT_EQ_NAMED("device_double_37", doubles, sizeof(double) * 37);
  CUDASEM_EXPECT_EQ_NAMED("constant_struct_13", thirteen, sizeof(Thirteen));
}
