// SPDX-License-Identifier: Apache-2.0
// Characterization: A null event handle (recorded into a created stream, default flags) is no
// event. The text gives only the list of return codes, which names cudaErrorInvalidResourceHandle
// (a handle that is not valid) and cudaErrorInvalidValue, so the call is called with one of them;
// which one is recorded. The text gives only the function's return list, no condition for this
// input: the code the call returns is recorded (with whether the list names it).
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaEventRecordWithFlags, NullHandleFails,
    {
        .api = {"cudaEventRecordWithFlags"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaEventRecordWithFlags",
            .quote = "cudaSuccess, cudaErrorInvalidValue, cudaErrorInvalidResourceHandle"},
        .claim = cudasem::Claim::hedge,
    }) {
  cudasem::Stream stream(cudaStreamNonBlocking);

  CUDASEM_RECORD_CODE(cudaEventRecordWithFlags(nullptr, stream.get(), cudaEventRecordDefault));
  cudasem::last_error(cudasem::LastError::clear);
}
