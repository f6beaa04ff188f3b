// SPDX-License-Identifier: Apache-2.0
// Characterization: while a non-blocking stream captures, a launch into cudaStreamLegacy and the
// legacy stream's capture status query (the implicit-dependency rule names blocking streams only).
#include "cudasem/cudasem.h"
#include "cudasem/graph.h"
#include "../capture.h"

CUDASEM_CASE(CaptureLegacyStream, NonBlockingCaptureLeavesLegacyUsable,
    {
        .api = {"cudaStreamGetCaptureInfo"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaStreamGetCaptureInfo",
            .quote =
                "while a stream not created with cudaStreamNonBlocking is capturing, returns cudaErrorStreamCaptureImplicit."},
        .claim = cudasem::Claim::hedge,
    }) {
  cudasem::Stream s(cudaStreamNonBlocking);
  CUDASEM_ASSERT_OK(cudaStreamBeginCapture(s, cudaStreamCaptureModeRelaxed));
  CUDASEM_EXPECT_OK(cudasem::kernels::launch_empty(s));
  cudaError_t launch = cudasem::kernels::launch_empty(cudaStreamLegacy);
  cudaStreamCaptureStatus legacy_st{};
  cudaError_t query = cudaStreamGetCaptureInfo(cudaStreamLegacy, &legacy_st);
  cudaError_t end = cudaSuccess;
  cudasem::Graph g = cudasem::capture::end_capture(s, &end);
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());

  cudasem::observe("legacy_launch", launch);
  cudasem::observe("legacy_capture_info", query);
  cudasem::observe("end_capture", end);
}
