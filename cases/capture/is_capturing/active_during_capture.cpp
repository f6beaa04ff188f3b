// SPDX-License-Identifier: Apache-2.0
// Between cudaStreamBeginCapture and cudaStreamEndCapture the stream reports Active.
#include "cudasem/cudasem.h"
#include "cudasem/graph.h"
#include "../capture.h"

CUDASEM_CASE(CudaStreamIsCapturing, ReportsActiveDuringCapture,
    {
        .api = {"cudaStreamIsCapturing"},
        .cite = {.doc = "RT",
            .section = "cudaStreamIsCapturing",
            .quote = "cudaStreamCaptureStatusActive: The stream is capturing."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::Stream s(cudaStreamNonBlocking);
  CUDASEM_ASSERT_OK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
  cudaStreamCaptureStatus st{};
  cudaError_t r = cudaStreamIsCapturing(s, &st);
  cudasem::Graph g = cudasem::capture::end_capture(s);

  cudasem::observe("capture_status", static_cast<int>(st));
  CUDASEM_EXPECT_OK_OF(cudaStreamIsCapturing, r);
  CUDASEM_EXPECT_EQ_NAMED("status.during_capture", st, cudaStreamCaptureStatusActive);
}
