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

  cudasem::observe("returned_before_release", r.returned_before_release);
  cudasem::observe("gate_finished_at_return", r.gate_finished_at_return);
  EXPECT_FALSE(r.returned_before_release);
  EXPECT_TRUE(r.gate_finished_at_return);
}
