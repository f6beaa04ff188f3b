// SPDX-License-Identifier: Apache-2.0
// A null event handle (recorded into a created stream, default flags) is no event. The text gives
// only the list of return codes, which names cudaErrorInvalidResourceHandle (a handle that is not
// valid) and cudaErrorInvalidValue, so the call must fail with one of them; which one is recorded.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaEventRecordWithFlags, NullHandleFails,
    {
        .api = {"cudaEventRecordWithFlags"},
        .cite = {.doc = "RT",
            .section = "cudaEventRecordWithFlags",
            .quote = "cudaSuccess, cudaErrorInvalidValue, cudaErrorInvalidResourceHandle"},
        .claim = cudasem::Claim::documented_failure,
    }) {
  cudasem::Stream stream(cudaStreamNonBlocking);

  CUDASEM_EXPECT_FAILURE(cudaEventRecordWithFlags(nullptr, stream.get(), cudaEventRecordDefault));
  cudasem::last_error(cudasem::LastError::clear);
}
