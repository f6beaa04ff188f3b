// SPDX-License-Identifier: Apache-2.0
// cudaFuncGetParamInfo on a kernel (char, double, int*, struct of 24 bytes): the sizes are 1, 8,
// 8 and 24; the offsets are recorded and must not overlap.
#include <string>

#include "cudasem/cudasem.h"

namespace {
struct Triple {
  long long a, b, c;
};
__global__ void params(char c, double d, int* p, Triple t) {
  if (p) *p = c + static_cast<int>(d) + static_cast<int>(t.a + t.b + t.c);
}
}  // namespace

CUDASEM_CASE(CudaFuncGetParamInfo, SizesMatchParameterTypes,
    {
        .api = {"cudaFuncGetParamInfo"},
        .cite = {.doc = "RT",
            .section = "cudaFuncGetParamInfo",
            .quote = "paramSize returns the size in bytes of the parameter."},
        .claim = cudasem::Claim::promise,
    }) {
  const void* fn = reinterpret_cast<const void*>(params);
  const size_t expected[4] = {sizeof(char), sizeof(double), sizeof(int*), sizeof(Triple)};
  size_t offset[4] = {}, size[4] = {};

  for (size_t i = 0; i < 4; ++i) CUDASEM_ASSERT_OK(cudaFuncGetParamInfo(fn, i, &offset[i], &size[i]));

  for (size_t i = 0; i < 4; ++i) {
    const std::string param = "param" + std::to_string(i);  // param0_offset, param0_size, ...
    cudasem::observe(param + "_offset", static_cast<unsigned long>(offset[i]));
    cudasem::observe(param + "_size", static_cast<unsigned long>(size[i]));
    CUDASEM_EXPECT_EQ_NAMED("param.size_matches_type", size[i], expected[i]) << "parameter " << i;
    if (i > 0)
      CUDASEM_EXPECT_TRUE_NAMED("param.offset_after_previous", offset[i] >= offset[i - 1] + size[i - 1])
          << "parameter " << i << " overlaps the previous one";
  }
}
