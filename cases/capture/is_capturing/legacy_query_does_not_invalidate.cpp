// SPDX-License-Identifier: Apache-2.0
// The failed status query on cudaStreamLegacy leaves the blocking stream's capture Active, and
// the capture still ends with a graph.
#include "cudasem/cudasem.h"
#include "cudasem/graph.h"
#include "../capture.h"

CUDASEM_CASE(CudaStreamIsCapturing, LegacyQueryDoesNotInvalidate,
    {
        .api = {"cudaStreamIsCapturing"},
        .cite = {.doc = "RT",
            .section = "cudaStreamIsCapturing",
            .quote = "The blocking stream capture is not invalidated."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::Stream blocking(cudaStreamDefault);
  CUDASEM_ASSERT_OK(cudaStreamBeginCapture(blocking, cudaStreamCaptureModeRelaxed));
  CUDASEM_EXPECT_OK(cudasem::kernels::launch_empty(blocking));
  cudaStreamCaptureStatus legacy_st{}, st{};
  cudaError_t legacy = cudaStreamIsCapturing(cudaStreamLegacy, &legacy_st);
  cudaError_t r = cudaStreamIsCapturing(blocking, &st);
  cudaError_t end = cudaSuccess;
  cudasem::Graph g = cudasem::capture::end_capture(blocking, &end);

  cudasem::observe("legacy_query", legacy);
  cudasem::observe("status_after", static_cast<int>(st));
  cudasem::observe("end_capture", end);
  CUDASEM_EXPECT_OK_OF(cudaStreamIsCapturing, r);
  CUDASEM_EXPECT_EQ_NAMED("status.after_legacy_query", st, cudaStreamCaptureStatusActive);
  CUDASEM_EXPECT_OK_OF(cudaStreamEndCapture, end);
  CUDASEM_EXPECT_TRUE_NAMED("captured_graph.returned", g.get() != nullptr);
}
