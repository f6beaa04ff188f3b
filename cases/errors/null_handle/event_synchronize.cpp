// SPDX-License-Identifier: Apache-2.0
// A null event handle is no event. The text gives only the list of return codes, which names
// cudaErrorInvalidResourceHandle (a handle that is not valid) and cudaErrorInvalidValue, so the
// call must fail with one of them; which one is recorded.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaEventSynchronize, NullHandleFails,
    {
        .api = {"cudaEventSynchronize"},
        .cite = {.doc = "RT",
            .section = "cudaEventSynchronize",
            .quote = "cudaSuccess, cudaErrorInvalidValue, cudaErrorInvalidResourceHandle"},
        .claim = cudasem::Claim::documented_failure,
    }) {
  CUDASEM_ASSERT_OK(cudaFree(nullptr));

  CUDASEM_EXPECT_FAILURE(cudaEventSynchronize(nullptr));
  cudasem::last_error(cudasem::LastError::clear);
}
