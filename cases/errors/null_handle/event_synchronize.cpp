// SPDX-License-Identifier: Apache-2.0
// Characterization: A null event handle is no event. The text gives only the list of return codes,
// which names cudaErrorInvalidResourceHandle (a handle that is not valid) and
// cudaErrorInvalidValue, so the call is called with one of them; which one is recorded. The text
// gives only the function's return list, no condition for this input: the code the call returns is
// recorded (with whether the list names it).
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaEventSynchronize, NullHandleFails,
    {
        .api = {"cudaEventSynchronize"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaEventSynchronize",
            .quote = "cudaSuccess, cudaErrorInvalidValue, cudaErrorInvalidResourceHandle"},
        .claim = cudasem::Claim::hedge,
    }) {
  CUDASEM_ASSERT_OK(cudaFree(nullptr));

  CUDASEM_RECORD_CODE(cudaEventSynchronize(nullptr));
  cudasem::last_error(cudasem::LastError::clear);
}
