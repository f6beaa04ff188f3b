// SPDX-License-Identifier: Apache-2.0
// Characterization: a kernel launched into cudaStreamLegacy while a blocking stream captures in
// Relaxed mode; the code cudaErrorStreamCaptureImplicit describes this dependency, but
// cudaLaunchKernel's text names no outcome for it: records the code.
#include "cudasem/cudasem.h"
#include "cudasem/graph.h"
#include "../capture.h"

CUDASEM_CASE(CaptureLegacyStream, LaunchIntoLegacyImplicit,
    {
        .api = {"cudaLaunchKernel"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaError (cudaErrorStreamCaptureImplicit)",
            .quote =
                "The operation would have resulted in a disallowed implicit dependency on a current capture sequence from cudaStreamLegacy."},
        .claim = cudasem::Claim::hedge,
    }) {
  cudasem::Stream blocking(cudaStreamDefault);
  CUDASEM_ASSERT_OK(cudaStreamBeginCapture(blocking, cudaStreamCaptureModeRelaxed));
  CUDASEM_EXPECT_OK(cudasem::kernels::launch_empty(blocking));
  cudaError_t r = cudasem::kernels::launch_empty(cudaStreamLegacy);
  cudasem::Graph g = cudasem::capture::end_capture(blocking);
  cudasem::observe("launch_into_legacy_while_capturing", r);
}
