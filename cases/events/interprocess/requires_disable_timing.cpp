// SPDX-License-Identifier: Apache-2.0
// The cited text names no failure (a caller requirement): the returned code is recorded.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaEventCreateWithFlags, InterprocessRequiresDisableTiming,
    {
        .api = {"cudaEventCreateWithFlags"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaEventCreateWithFlags",
            .quote = "cudaEventInterprocess must be specified along with cudaEventDisableTiming."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::attr("ipcEventSupported") >= 1},
    }) {
  cudaEvent_t event = nullptr;

  const cudaError_t result = cudaEventCreateWithFlags(&event, cudaEventInterprocess);

  cudasem::last_error(cudasem::LastError::clear);
  if (result == cudaSuccess && event) {
    CUDASEM_EXPECT_OK(cudaEventDestroy(event));
  }
  cudasem::observe("cudaEventCreateWithFlags_result", result);
}
