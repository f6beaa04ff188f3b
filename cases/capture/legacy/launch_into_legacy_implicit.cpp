// SPDX-License-Identifier: Apache-2.0
// A kernel launched into cudaStreamLegacy while a blocking stream captures would depend on the
// capture: the launch fails with cudaErrorStreamCaptureImplicit.
#include "cudasem/cudasem.h"
#include "cudasem/graph.h"
#include "../capture.h"

CUDASEM_CASE(CaptureLegacyStream, LaunchIntoLegacyImplicit,
    {
        .api = {"cudaLaunchKernel"},
        .cite = {.doc = "RT",
            .section = "cudaError (cudaErrorStreamCaptureImplicit)",
            .quote =
                "The operation would have resulted in a disallowed implicit dependency on a current capture sequence from cudaStreamLegacy."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  cudasem::Stream blocking(cudaStreamDefault);
  CUDASEM_ASSERT_OK(cudaStreamBeginCapture(blocking, cudaStreamCaptureModeRelaxed));
  CUDASEM_EXPECT_OK(cudasem::kernels::launch_empty(blocking));
  cudaError_t r = cudasem::kernels::launch_empty(cudaStreamLegacy);
  cudasem::Graph g = cudasem::capture::end_capture(blocking);
  CUDASEM_EXPECT_ERROR_OF(cudaLaunchKernel, r, cudaErrorStreamCaptureImplicit);
}
