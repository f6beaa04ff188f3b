// SPDX-License-Identifier: Apache-2.0
// Asking cudaStreamLegacy for its capture status while a blocking stream captures returns
// cudaErrorStreamCaptureImplicit.
#include "cudasem/cudasem.h"
#include "cudasem/graph.h"
#include "../capture.h"

CUDASEM_CASE(CudaStreamIsCapturing, LegacyQueryImplicitWhileBlockingCaptures,
    {
        .api = {"cudaStreamIsCapturing"},
        .cite = {.doc = "RT",
            .section = "cudaStreamIsCapturing",
            .quote =
                "while a blocking stream on the same device is capturing, it will return cudaErrorStreamCaptureImplicit and *pCaptureStatus is unspecified after the call."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  cudasem::Stream blocking(cudaStreamDefault);
  CUDASEM_ASSERT_OK(cudaStreamBeginCapture(blocking, cudaStreamCaptureModeRelaxed));
  cudaStreamCaptureStatus st{};
  cudaError_t r = cudaStreamIsCapturing(cudaStreamLegacy, &st);
  cudasem::Graph g = cudasem::capture::end_capture(blocking);

  CUDASEM_EXPECT_ERROR_OF(cudaStreamIsCapturing, r, cudaErrorStreamCaptureImplicit);
}
