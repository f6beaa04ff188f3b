// SPDX-License-Identifier: Apache-2.0
// Characterization: which error cudaStreamSynchronize of the capturing stream itself gets.
#include "cudasem/cudasem.h"
#include "cudasem/graph.h"
#include "../capture.h"

CUDASEM_CASE(CaptureModeGlobal, StreamSynchronizeInCapture,
    {
        .api = {"cudaStreamSynchronize"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaThreadExchangeStreamCaptureMode",
            .quote =
                "Therefore, stream capture places restrictions on API calls that can be made within or concurrently to a cudaStreamBeginCapture-cudaStreamEndCapture sequence."},
        .claim = cudasem::Claim::hedge,
    }) {
  cudasem::Stream s(cudaStreamNonBlocking);
  cudasem::capture::call_in_global_capture(s, [&] { return cudaStreamSynchronize(s); });
}
