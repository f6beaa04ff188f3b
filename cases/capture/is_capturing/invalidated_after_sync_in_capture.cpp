// SPDX-License-Identifier: Apache-2.0
// Synchronizing a capturing stream is an error of stream capture; afterwards the stream must
// report Invalidated until the capture is ended.
#include "cudasem/cudasem.h"
#include "cudasem/graph.h"
#include "../capture.h"

CUDASEM_CASE(CudaStreamIsCapturing, ReportsInvalidatedAfterError,
    {
        .api = {"cudaStreamIsCapturing"},
        .cite = {.doc = "RT",
            .section = "cudaStreamIsCapturing",
            .quote =
                "cudaStreamCaptureStatusInvalidated: The stream was capturing but an error has invalidated the capture sequence."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::Stream s(cudaStreamNonBlocking);
  CUDASEM_ASSERT_OK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
  CUDASEM_EXPECT_OK(cudasem::kernels::launch_empty(s));
  cudaError_t sync = cudaStreamSynchronize(s);
  cudaStreamCaptureStatus st{};
  cudaError_t r = cudaStreamIsCapturing(s, &st);
  cudasem::Graph g = cudasem::capture::end_capture(s);

  cudasem::observe("sync_error", sync);
  cudasem::observe("capture_status", static_cast<int>(st));
  EXPECT_NE(sync, cudaSuccess);
  CUDASEM_EXPECT_OK_OF(cudaStreamIsCapturing, r);
  EXPECT_EQ(st, cudaStreamCaptureStatusInvalidated);
}
