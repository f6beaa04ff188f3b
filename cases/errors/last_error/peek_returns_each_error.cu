// SPDX-License-Identifier: Apache-2.0
// cudaPeekAtLastError, called right after a runtime call that failed, returns that call's error and
// leaves it set: one row per error that a known call returns on the lent GPUs (errors_last_error.cuh
// names the call and the committed run that showed it). The failing call's code is recorded; the row
// checks cudaPeekAtLastError against it, then that cudaGetLastError still returns it.
#include "../errors_last_error.cuh"
#include "cudasem/cudasem.h"

CUDASEM_CASE_TABLE(LastError, PeekReturnsEachError, cudasem::errors::kLastErrorRows,
    {
        .api = {"cudaPeekAtLastError"},
        .cite = {.doc = "RT",
            .section = "cudaPeekAtLastError",
            .quote = "Returns the last error that has been produced by any of the runtime calls in the same instance "
                     "of the CUDA Runtime library in the host thread. This call does not reset the error to "
                     "cudaSuccess like cudaGetLastError()."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::linux_os()},
    }) {
  CUDASEM_ASSERT_OK(cudaFree(nullptr));
  cudasem::errors::LastErrorObjects objects;
  const std::string why_not = row.prepare(objects);
  if (!why_not.empty()) GTEST_SKIP() << why_not;
  cudasem::last_error(cudasem::LastError::clear);

  const cudaError_t provoked = row.provoke(objects);
  const cudaError_t peeked = cudaPeekAtLastError();
  const cudaError_t still = cudaGetLastError();

  cudasem::observe("provoking_call_result", provoked);
  CUDASEM_ASSERT_TRUE_NAMED("provoking_call_failed", provoked != cudaSuccess);
  CUDASEM_EXPECT_ERROR_OF(cudaPeekAtLastError, peeked, provoked);
  {
    cudasem::CheckLabel label("after_peek");
    CUDASEM_EXPECT_ERROR_OF(cudaGetLastError, still, provoked);
  }
}
