// SPDX-License-Identifier: Apache-2.0
// cudaStreamBeginCapture on cudaStreamLegacy fails.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaStreamBeginCapture, LegacyStreamRejected,
    {
        .api = {"cudaStreamBeginCapture"},
        .cite = {.doc = "RT",
            .section = "cudaStreamBeginCapture",
            .quote = "Capture may not be initiated if stream is cudaStreamLegacy."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  CUDASEM_EXPECT_FAILURE(cudaStreamBeginCapture(cudaStreamLegacy, cudaStreamCaptureModeGlobal));
  cudaStreamCaptureStatus st{};
  CUDASEM_EXPECT_OK(cudaStreamIsCapturing(cudaStreamLegacy, &st));
  EXPECT_EQ(st, cudaStreamCaptureStatusNone);
}
