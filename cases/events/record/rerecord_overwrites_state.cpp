// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaEventRecord, ReRecordOverwritesState,
    {
        .api = {"cudaEventRecord"},
        .cite = {.doc = "RT",
            .section = "cudaEventRecord",
            .quote = "cudaEventRecord() can be called multiple times on the same event and will overwrite the "
                     "previously captured state."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::Stream gated(cudaStreamNonBlocking), idle(cudaStreamNonBlocking);
  cudasem::Event event;
  cudasem::Gate gate;  // held until the release below
  gate.launch(gated);
  CUDASEM_ASSERT_OK(cudaEventRecord(event, gated));
  const cudaError_t first = cudaEventQuery(event);
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(idle));

  CUDASEM_ASSERT_OK(cudaEventRecord(event, idle));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(idle));
  const cudaError_t second = cudaEventQuery(event);
  const bool gate_held = !gate.finished();
  gate.release();
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(gated));

  CUDASEM_EXPECT_ERROR_OF(cudaEventQuery, second, cudaSuccess);
  CUDASEM_EXPECT_TRUE_NAMED("gate.held_at_second_query", gate_held);
  cudasem::CheckLabel label("first_record");  // setup: the first record's work was pending
  CUDASEM_ASSERT_ERROR_OF(cudaEventQuery, first, cudaErrorNotReady);
}
