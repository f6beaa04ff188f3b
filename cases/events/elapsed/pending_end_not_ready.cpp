// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaEventElapsedTime, PendingEndNotReady,
    {
        .api = {"cudaEventElapsedTime"},
        .cite = {.doc = "RT",
            .section = "cudaEventElapsedTime",
            .quote = "If cudaEventRecord() has been called on both events but one or both of them has not yet "
                     "been completed (that is, cudaEventQuery() would return cudaErrorNotReady on at least one "
                     "of the events), cudaErrorNotReady is returned."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  cudasem::Stream stream(cudaStreamNonBlocking);
  cudasem::Event start, end;
  CUDASEM_ASSERT_OK(cudaEventRecord(start, stream));
  CUDASEM_ASSERT_OK(cudaEventSynchronize(start));
  cudasem::Gate gate;  // held until the release below
  gate.launch(stream);
  CUDASEM_ASSERT_OK(cudaEventRecord(end, stream));
  float ms = -1.0f;

  const cudaError_t result = cudaEventElapsedTime(&ms, start, end);
  const cudaError_t end_query = cudaEventQuery(end);
  gate.release();
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));

  CUDASEM_EXPECT_ERROR_OF(cudaEventElapsedTime, result, cudaErrorNotReady);
  CUDASEM_ASSERT_ERROR_OF(cudaEventQuery, end_query, cudaErrorNotReady)
      << "setup: end event queried " << cudasem::error_text(end_query);
}
