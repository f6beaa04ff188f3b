// SPDX-License-Identifier: Apache-2.0
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaEventSynchronize, WaitsForCapturedWork,
    {
        .api = {"cudaEventSynchronize"},
        .cite = {.doc = "RT",
            .section = "cudaEventSynchronize",
            .quote = "Waits until the completion of all work currently captured in event."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::Stream stream(cudaStreamNonBlocking);
  cudasem::Event event;

  auto r = cudasem::call_behind_gate(stream, [&] {
    CUDASEM_EXPECT_OK(cudaEventRecord(event, stream));
    CUDASEM_EXPECT_OK(cudaEventSynchronize(event));
  });

  CUDASEM_EXPECT_EQ_NAMED("returned_before_release", r.returned_before_release, false);
  CUDASEM_EXPECT_TRUE_NAMED("gate_finished_at_return", r.gate_finished_at_return);
}
