// SPDX-License-Identifier: Apache-2.0
// Characterization: cudaMalloc in a Global-mode thread whose own capture was begun Relaxed (the text
// only prohibits captures not begun Relaxed).
#include "cudasem/cudasem.h"
#include "cudasem/graph.h"
#include "../capture.h"

CUDASEM_CASE(CaptureModeRelaxed, OwnRelaxedCaptureMalloc,
    {
        .api = {"cudaThreadExchangeStreamCaptureMode", "cudaMalloc"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaThreadExchangeStreamCaptureMode",
            .quote =
                "If the local thread has an ongoing capture sequence that was not initiated with cudaStreamCaptureModeRelaxed at cuStreamBeginCapture, or if any other thread has a concurrent capture sequence initiated with cudaStreamCaptureModeGlobal, this thread is prohibited from potentially unsafe API calls."},
        .claim = cudasem::Claim::hedge,
    }) {
  using namespace cudasem::capture;
  malloc_under_capture({.capture_mode = cudaStreamCaptureModeRelaxed,
      .caller_mode = cudaStreamCaptureModeGlobal,
      .caller = CallingThread::capturing});  // in the capturing thread
}
