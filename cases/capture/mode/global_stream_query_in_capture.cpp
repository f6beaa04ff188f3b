// SPDX-License-Identifier: Apache-2.0
// Characterization: which error cudaStreamQuery of the capturing stream itself gets, and whether
// the capture survives.
#include "cudasem/cudasem.h"
#include "cudasem/graph.h"
#include "../capture.h"

CUDASEM_CASE(CaptureModeGlobal, StreamQueryInCapture,
    {
        .api = {"cudaStreamQuery"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaThreadExchangeStreamCaptureMode",
            .quote =
                "Therefore, stream capture places restrictions on API calls that can be made within or concurrently to a cudaStreamBeginCapture-cudaStreamEndCapture sequence."},
        .claim = cudasem::Claim::hedge,
    }) {
  cudasem::Stream s(cudaStreamNonBlocking);
  cudasem::capture::call_in_global_capture(s, [&] { return cudaStreamQuery(s); });
}
