// SPDX-License-Identifier: Apache-2.0
// A stream that never began a capture reports cudaStreamCaptureStatusNone.
#include "cudasem/cudasem.h"
#include "cudasem/graph.h"

CUDASEM_CASE(CudaStreamIsCapturing, ReportsNoneOutsideCapture,
    {
        .api = {"cudaStreamIsCapturing"},
        .cite = {.doc = "RT",
            .section = "cudaStreamIsCapturing",
            .quote = "cudaStreamCaptureStatusNone: The stream is not capturing."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::Stream s(cudaStreamNonBlocking);
  cudaStreamCaptureStatus st{};
  CUDASEM_ASSERT_OK(cudaStreamIsCapturing(s, &st));
  CUDASEM_EXPECT_EQ_NAMED("capture_status", st, cudaStreamCaptureStatusNone);
}
