// SPDX-License-Identifier: Apache-2.0
// cudaStreamGetCaptureInfo on cudaStreamLegacy while a blocking stream captures returns
// cudaErrorStreamCaptureImplicit.
#include "cudasem/cudasem.h"
#include "cudasem/graph.h"
#include "../capture.h"

CUDASEM_CASE(CudaStreamGetCaptureInfo, LegacyQueryImplicit,
    {
        .api = {"cudaStreamGetCaptureInfo"},
        .cite = {.doc = "RT",
            .section = "cudaStreamGetCaptureInfo",
            .quote =
                "while a stream not created with cudaStreamNonBlocking is capturing, returns cudaErrorStreamCaptureImplicit."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  cudasem::Stream blocking(cudaStreamDefault);
  CUDASEM_ASSERT_OK(cudaStreamBeginCapture(blocking, cudaStreamCaptureModeRelaxed));
  cudaStreamCaptureStatus st{};
  cudaError_t r = cudaStreamGetCaptureInfo(cudaStreamLegacy, &st);
  cudasem::Graph g = cudasem::capture::end_capture(blocking);
  CUDASEM_EXPECT_ERROR_OF(cudaStreamGetCaptureInfo, r, cudaErrorStreamCaptureImplicit);
}
