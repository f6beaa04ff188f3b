// SPDX-License-Identifier: Apache-2.0
// Characterization: cudaStreamBeginCapture on cudaStreamLegacy; the text says capture may not be
// initiated there, and names no outcome: records the code and the stream's capture status after.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaStreamBeginCapture, LegacyStreamRejected,
    {
        .api = {"cudaStreamBeginCapture"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaStreamBeginCapture",
            .quote = "Capture may not be initiated if stream is cudaStreamLegacy."},
        .claim = cudasem::Claim::caller_requirement,
    }) {
  const cudaError_t result = cudaStreamBeginCapture(cudaStreamLegacy, cudaStreamCaptureModeGlobal);
  cudasem::observe("begin_on_legacy_stream", result);
  cudaStreamCaptureStatus st{};
  CUDASEM_EXPECT_OK(cudaStreamIsCapturing(cudaStreamLegacy, &st));
  cudasem::observe("legacy_capture_status", static_cast<int>(st));
}
