// SPDX-License-Identifier: Apache-2.0
// Characterization: a capturing stream waits on an event recorded outside any capture (crossing
// the capture boundary); the wait's result and the capture's fate.
#include "cudasem/cudasem.h"
#include "cudasem/graph.h"
#include "../capture.h"

CUDASEM_CASE(CaptureFork, WaitOnOutsideEvent,
    {
        .api = {"cudaStreamWaitEvent"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaError (cudaErrorStreamCaptureIsolation)",
            .quote =
                "A dependency would have been created which crosses the capture sequence boundary. Only implicit in-stream ordering dependencies are allowed to cross the boundary."},
        .claim = cudasem::Claim::hedge,
    }) {
  cudasem::Stream s(cudaStreamNonBlocking), outside(cudaStreamNonBlocking);
  cudasem::Event ev(cudaEventDisableTiming);
  CUDASEM_ASSERT_OK(cudasem::kernels::launch_empty(outside));
  CUDASEM_ASSERT_OK(cudaEventRecord(ev, outside));
  CUDASEM_ASSERT_OK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
  cudaError_t r = cudaStreamWaitEvent(s, ev, 0);
  cudaStreamCaptureStatus st{};
  CUDASEM_EXPECT_OK(cudaStreamIsCapturing(s, &st));
  cudaError_t end = cudaSuccess;
  cudasem::Graph g = cudasem::capture::end_capture(s, &end);
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());

  cudasem::observe("wait_event_result", r);
  cudasem::observe("status_after", static_cast<int>(st));
  cudasem::observe("end_capture", end);
}
