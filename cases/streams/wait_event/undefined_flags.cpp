// SPDX-License-Identifier: Apache-2.0
// The text lists the flags without saying what an undefined bit does: record it.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaStreamWaitEvent, UndefinedFlags,
    {
        .api = {"cudaStreamWaitEvent"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaStreamWaitEvent",
            .quote = "cudaEventWaitDefault: Default event creation flag."},
        .claim = cudasem::Claim::hedge,
    }) {
  cudasem::Stream stream(cudaStreamNonBlocking);
  cudasem::Event event(cudaEventDisableTiming);
  CUDASEM_ASSERT_OK(cudaEventRecord(event, stream));

  const cudaError_t bit2 = cudaStreamWaitEvent(stream, event, 0x4);
  cudasem::last_error(cudasem::LastError::clear);
  const cudaError_t high_bit = cudaStreamWaitEvent(stream, event, 0x80000000u);
  cudasem::last_error(cudasem::LastError::clear);

  cudasem::observe("flags_0x4", bit2);
  cudasem::observe("flags_0x80000000", high_bit);
  CUDASEM_EXPECT_OK(cudaStreamSynchronize(stream));
}
