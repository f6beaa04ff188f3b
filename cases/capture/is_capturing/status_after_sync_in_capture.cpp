// SPDX-License-Identifier: Apache-2.0
// cudaStreamSynchronize on a capturing stream: the headers name no rule that makes it an error of
// stream capture (the Programming Guide's capture rules are not cited: no verified text), so what
// the synchronize returns, the capture status cudaStreamIsCapturing then reports, and what
// cudaStreamEndCapture returns (with whether a graph came back) are recorded (characterization).
// The quote says what the Invalidated status means.
#include "cudasem/cudasem.h"
#include "cudasem/graph.h"
#include "../capture.h"

CUDASEM_CASE(CudaStreamIsCapturing, StatusAfterSyncInCapture,
    {
        .api = {"cudaStreamIsCapturing"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaStreamIsCapturing",
            .quote =
                "cudaStreamCaptureStatusInvalidated: The stream was capturing but an error has invalidated the capture sequence."},
        .claim = cudasem::Claim::hedge,
    }) {
  cudasem::Stream s(cudaStreamNonBlocking);
  CUDASEM_ASSERT_OK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
  CUDASEM_EXPECT_OK(cudasem::kernels::launch_empty(s));
  CUDASEM_RECORD_CODE(cudaStreamSynchronize(s));
  cudaStreamCaptureStatus st{};
  CUDASEM_RECORD_CODE(cudaStreamIsCapturing(s, &st));
  cudaError_t end = cudaSuccess;
  cudasem::Graph g = cudasem::capture::end_capture(s, &end);
  CUDASEM_RECORD_CODE_OF(cudaStreamEndCapture, end);

  cudasem::observe("capture_status_after_sync", static_cast<int>(st));
  cudasem::observe("capture_invalidated", st == cudaStreamCaptureStatusInvalidated);
  cudasem::observe("graph_returned", g.get() != nullptr);
  cudasem::last_error(cudasem::LastError::clear);
}
