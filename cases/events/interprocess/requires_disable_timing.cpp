// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaEventCreateWithFlags, InterprocessRequiresDisableTiming, {
    .id = "events.interprocess.requires_disable_timing",
    .cite = {.doc = "RT", .section = "cudaEventCreateWithFlags",
             .quote = "cudaEventInterprocess must be specified along with cudaEventDisableTiming.",
             .version = "13.0"},
    .needs = {cudasem::attr("ipcEventSupported") >= 1},
}) {
  cudaEvent_t event = nullptr;

  const cudaError_t result = cudaEventCreateWithFlags(&event, cudaEventInterprocess);

  cudasem::last_error(cudasem::LastError::clear);
  if (result == cudaSuccess && event) {
    CUDASEM_EXPECT_OK(cudaEventDestroy(event));
  }
  CUDASEM_EXPECT_ERROR(result, cudaErrorInvalidValue);
}
