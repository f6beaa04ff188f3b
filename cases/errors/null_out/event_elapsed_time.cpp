// SPDX-License-Identifier: Apache-2.0
// A null ms pointer (two completed events) leaves nowhere to write the result. The text gives only
// the list of return codes, so the call must fail with one of them; which one is recorded (as for
// cudaMalloc's, device_memory.malloc.null_out_param).
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaEventElapsedTime, NullOutParam,
    {
        .api = {"cudaEventElapsedTime"},
        .cite = {.doc = "RT",
            .section = "cudaEventElapsedTime",
            .quote = "cudaSuccess, cudaErrorNotReady, cudaErrorInvalidValue"},
        .claim = cudasem::Claim::documented_failure,
    }) {
  cudasem::Event start;
  cudasem::Event stop;
  CUDASEM_ASSERT_OK(cudaEventRecord(start.get()));
  CUDASEM_ASSERT_OK(cudaEventRecord(stop.get()));
  CUDASEM_ASSERT_OK(cudaEventSynchronize(stop.get()));

  CUDASEM_EXPECT_FAILURE(cudaEventElapsedTime(nullptr, start.get(), stop.get()));
  cudasem::last_error(cudasem::LastError::clear);
}
