// SPDX-License-Identifier: Apache-2.0
// cudaFuncGetParamInfo with paramIndex equal to the number of parameters (2): what it returns is
// recorded.
// The cited text names no failure (a caller requirement): the returned code is recorded.
#include "cudasem/cudasem.h"

namespace {
__global__ void two_params(int a, int* out) { *out = a; }
}  // namespace

CUDASEM_CASE(CudaFuncGetParamInfo, IndexPastLastFails,
    {
        .api = {"cudaFuncGetParamInfo"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaFuncGetParamInfo",
            .quote = "paramIndex must be less than the number of parameters that func takes."},
        .claim = cudasem::Claim::caller_requirement,
    }) {
  size_t offset = 0, size = 0;

  cudasem::observe("cudaFuncGetParamInfo_result",
      cudaFuncGetParamInfo(reinterpret_cast<const void*>(two_params), 2, &offset, &size));
  cudasem::last_error(cudasem::LastError::clear);
}
