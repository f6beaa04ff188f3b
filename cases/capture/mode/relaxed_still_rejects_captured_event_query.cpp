// SPDX-License-Identifier: Apache-2.0
// Even a thread in Relaxed mode may not query an event recorded inside a capture: the call fails
// (the error is recorded).
#include "cudasem/cudasem.h"
#include "cudasem/graph.h"
#include "../capture.h"

CUDASEM_CASE(CaptureModeRelaxed, StillRejectsCapturedEventQuery,
    {
        .api = {"cudaThreadExchangeStreamCaptureMode", "cudaEventQuery"},
        .cite = {.doc = "RT",
            .section = "cudaThreadExchangeStreamCaptureMode",
            .quote =
                "Note that the thread is still prohibited from API calls which necessarily conflict with stream capture, for example, attempting cudaEventQuery on an event that was last recorded inside a capture sequence."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::Stream s(cudaStreamNonBlocking);
  cudasem::Event ev(cudaEventDisableTiming);
  cudaStreamCaptureMode m = cudaStreamCaptureModeRelaxed;
  CUDASEM_ASSERT_OK(cudaThreadExchangeStreamCaptureMode(&m));
  CUDASEM_ASSERT_OK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
  CUDASEM_EXPECT_OK(cudasem::kernels::launch_empty(s));
  CUDASEM_EXPECT_OK(cudaEventRecord(ev, s));
  cudaError_t r = cudaEventQuery(ev);
  cudasem::Graph g = cudasem::capture::end_capture(s);
  CUDASEM_EXPECT_OK(cudaThreadExchangeStreamCaptureMode(&m));

  cudasem::observe("event_query", r);
  CUDASEM_EXPECT_TRUE_NAMED("event_query.rejected", r != cudaSuccess);
}
