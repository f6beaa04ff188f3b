// SPDX-License-Identifier: Apache-2.0
// Characterization: A null ms pointer (two completed events) leaves nowhere to write the result.
// The text gives only the function's return list, no condition for this input: the code the call
// returns is recorded (with whether the list names it).
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaEventElapsedTime, NullOutParam,
    {
        .api = {"cudaEventElapsedTime"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaEventElapsedTime",
            .quote = "cudaSuccess, cudaErrorNotReady, cudaErrorInvalidValue"},
        .claim = cudasem::Claim::hedge,
    }) {
  cudasem::Event start;
  cudasem::Event stop;
  CUDASEM_ASSERT_OK(cudaEventRecord(start.get()));
  CUDASEM_ASSERT_OK(cudaEventRecord(stop.get()));
  CUDASEM_ASSERT_OK(cudaEventSynchronize(stop.get()));

  CUDASEM_RECORD_CODE(cudaEventElapsedTime(nullptr, start.get(), stop.get()));
  cudasem::last_error(cudasem::LastError::clear);
}
