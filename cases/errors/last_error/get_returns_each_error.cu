// SPDX-License-Identifier: Apache-2.0
// cudaGetLastError, called right after a runtime call that failed, returns that call's error: one row
// per error that a known call returns on the lent GPUs (errors_last_error.cuh names the call and the
// committed run that showed it). The failing call's code is recorded; the row checks cudaGetLastError
// against it and that a second cudaGetLastError returns cudaSuccess (the first reset the error).
#include "../errors_last_error.cuh"
#include "cudasem/cudasem.h"

CUDASEM_CASE_TABLE(LastError, GetReturnsEachError, cudasem::errors::kLastErrorRows,
    {
        .api = {"cudaGetLastError"},
        .cite = {.doc = "RT",
            .section = "cudaGetLastError",
            .quote = "Returns the last error that has been produced by any of the runtime calls in the same instance "
                     "of the CUDA Runtime library in the host thread and resets it to cudaSuccess."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::linux_os()},
    }) {
  CUDASEM_ASSERT_OK(cudaFree(nullptr));
  cudasem::errors::LastErrorObjects objects;
  const std::string why_not = row.prepare(objects);
  if (!why_not.empty()) GTEST_SKIP() << why_not;
  cudasem::last_error(cudasem::LastError::clear);

  const cudaError_t provoked = row.provoke(objects);
  const cudaError_t last = cudaGetLastError();
  const cudaError_t after = cudaGetLastError();

  cudasem::observe("provoking_call_result", provoked);
  CUDASEM_ASSERT_TRUE_NAMED("provoking_call_failed", provoked != cudaSuccess);
  CUDASEM_EXPECT_ERROR_OF(cudaGetLastError, last, provoked);
  {
    cudasem::CheckLabel label("after_reset");
    CUDASEM_EXPECT_ERROR_OF(cudaGetLastError, after, cudaSuccess);
  }
}
