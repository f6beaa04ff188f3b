// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaEventCreateWithFlags, InterprocessRequiresDisableTiming,
    {
        .api = {"cudaEventCreateWithFlags"},
        .cite = {.doc = "RT",
            .section = "cudaEventCreateWithFlags",
            .quote = "cudaEventInterprocess must be specified along with cudaEventDisableTiming."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("ipcEventSupported") >= 1},
    }) {
  cudaEvent_t event = nullptr;

  const cudaError_t result = cudaEventCreateWithFlags(&event, cudaEventInterprocess);

  cudasem::last_error(cudasem::LastError::clear);
  if (result == cudaSuccess && event) {
    CUDASEM_EXPECT_OK(cudaEventDestroy(event));
  }
  CUDASEM_EXPECT_FAILURE_OF(cudaEventCreateWithFlags, result);
}
