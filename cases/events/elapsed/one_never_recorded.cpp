// SPDX-License-Identifier: Apache-2.0
// "has not been called on either event" reads two ways; record what one unrecorded event gives.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaEventElapsedTime, OneNeverRecorded,
    {
        .api = {"cudaEventElapsedTime"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaEventElapsedTime",
            .quote = "If cudaEventRecord() has not been called on either event, then "
                     "cudaErrorInvalidResourceHandle is returned."},
        .claim = cudasem::Claim::hedge,
    }) {
  cudasem::Stream stream(cudaStreamNonBlocking);
  cudasem::Event recorded, never_recorded;
  CUDASEM_ASSERT_OK(cudaEventRecord(recorded, stream));
  CUDASEM_ASSERT_OK(cudaEventSynchronize(recorded));
  float ms = -1.0f;

  const cudaError_t end_unrecorded = cudaEventElapsedTime(&ms, recorded, never_recorded);
  cudasem::last_error(cudasem::LastError::clear);
  const cudaError_t start_unrecorded = cudaEventElapsedTime(&ms, never_recorded, recorded);
  cudasem::last_error(cudasem::LastError::clear);

  cudasem::observe("end_never_recorded", end_unrecorded);
  cudasem::observe("start_never_recorded", start_unrecorded);
}
