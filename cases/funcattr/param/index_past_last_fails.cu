// SPDX-License-Identifier: Apache-2.0
// cudaFuncGetParamInfo with paramIndex equal to the number of parameters (2) fails; the code is
// recorded.
#include "cudasem/cudasem.h"

namespace {
__global__ void two_params(int a, int* out) { *out = a; }
}  // namespace

CUDASEM_CASE(CudaFuncGetParamInfo, IndexPastLastFails,
    {
        .api = {"cudaFuncGetParamInfo"},
        .cite = {.doc = "RT",
            .section = "cudaFuncGetParamInfo",
            .quote = "paramIndex must be less than the number of parameters that func takes."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  size_t offset = 0, size = 0;

  CUDASEM_EXPECT_FAILURE(cudaFuncGetParamInfo(reinterpret_cast<const void*>(two_params), 2, &offset, &size));
  cudasem::last_error(cudasem::LastError::clear);
}
