// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaEventQuery, NotReadyIsNotLastError,
    {
        .api = {"cudaEventQuery"},
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 6.2.12. Error Checking",
            .quote = "cudaErrorNotReady that may be returned by cudaStreamQuery() and cudaEventQuery() is not "
                     "considered an error and is therefore not reported by cudaPeekAtLastError()"},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::Stream stream(cudaStreamNonBlocking);
  cudasem::Event event;
  cudasem::Gate gate;
  CUDASEM_ASSERT_OK(cudasem::last_error(cudasem::LastError::clear));
  gate.launch(stream);
  CUDASEM_ASSERT_OK(cudaEventRecord(event, stream));

  const cudaError_t query = cudaEventQuery(event);
  const cudaError_t peek = cudasem::last_error(cudasem::LastError::peek);
  gate.release();
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));

  CUDASEM_EXPECT_ERROR_OF(cudaPeekAtLastError, peek, cudaSuccess);
  cudasem::CheckLabel label("gated");  // setup: the query must have found the work pending
  CUDASEM_ASSERT_ERROR_OF(cudaEventQuery, query, cudaErrorNotReady);
}
