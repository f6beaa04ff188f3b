// SPDX-License-Identifier: Apache-2.0
// Characterization: after a legacy-stream launch failed with an implicit dependency on a blocking
// stream's capture, the capture's status and cudaStreamEndCapture's result.
#include "cudasem/cudasem.h"
#include "cudasem/graph.h"
#include "../capture.h"

CUDASEM_CASE(CaptureLegacyStream, ImplicitDependencyInvalidates,
    {
        .api = {"cudaStreamIsCapturing"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaStreamIsCapturing",
            .quote =
                "When a blocking stream is capturing, the legacy stream is in an unusable state until the blocking stream capture is terminated."},
        .claim = cudasem::Claim::hedge,
    }) {
  cudasem::Stream blocking(cudaStreamDefault);
  CUDASEM_ASSERT_OK(cudaStreamBeginCapture(blocking, cudaStreamCaptureModeRelaxed));
  CUDASEM_EXPECT_OK(cudasem::kernels::launch_empty(blocking));
  cudaError_t launch = cudasem::kernels::launch_empty(cudaStreamLegacy);
  cudaStreamCaptureStatus st{};
  CUDASEM_EXPECT_OK(cudaStreamIsCapturing(blocking, &st));
  cudaError_t end = cudaSuccess;
  cudasem::Graph g = cudasem::capture::end_capture(blocking, &end);
  CUDASEM_EXPECT_OK(cudasem::kernels::launch_empty(cudaStreamLegacy));  // usable again
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());

  cudasem::observe("legacy_launch", launch);
  cudasem::observe("status_after", static_cast<int>(st));
  cudasem::observe("end_capture", end);
  cudasem::observe("graph_returned", g.get() != nullptr);
}
