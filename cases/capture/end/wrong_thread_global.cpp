// SPDX-License-Identifier: Apache-2.0
// A capture begun in mode Global and ended from another thread fails with
// cudaErrorStreamCaptureWrongThread.
#include "cudasem/cudasem.h"
#include "cudasem/graph.h"
#include "../capture.h"

CUDASEM_CASE(CudaStreamEndCapture, WrongThreadGlobal,
    {
        .api = {"cudaStreamEndCapture"},
        .cite = {.doc = "RT",
            .section = "cudaError (cudaErrorStreamCaptureWrongThread)",
            .quote =
                "A stream capture sequence not initiated with the cudaStreamCaptureModeRelaxed argument to cudaStreamBeginCapture was passed to cudaStreamEndCapture in a different thread."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  cudaError_t other_thread_end = cudaSuccess;
  cudasem::capture::end_capture_from_other_thread(cudaStreamCaptureModeGlobal, &other_thread_end);
  if (HasFatalFailure()) return;
  CUDASEM_EXPECT_ERROR_OF(cudaStreamEndCapture, other_thread_end, cudaErrorStreamCaptureWrongThread);
}
