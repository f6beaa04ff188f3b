// SPDX-License-Identifier: Apache-2.0
// A stream that never began a capture reports cudaStreamCaptureStatusNone.
#include "cudasem/cudasem.h"
#include "cases/graphs/graph_helpers.h"

CUDASEM_CASE(CudaStreamIsCapturing, ReportsNoneOutsideCapture, {
    .id = "capture.is_capturing.none_outside_capture",
    .cite = {.doc = "RT", .section = "cudaStreamIsCapturing",
             .quote = "cudaStreamCaptureStatusNone: The stream is not capturing.", .version = "13.0"},
}) {
  cudasem::Stream s(cudaStreamNonBlocking);
  cudaStreamCaptureStatus st{};
  CUDASEM_ASSERT_OK(cudaStreamIsCapturing(s, &st));
  cudasem::observe("status", static_cast<int>(st));
  EXPECT_EQ(st, cudaStreamCaptureStatusNone);
}
