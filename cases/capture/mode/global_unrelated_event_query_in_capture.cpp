// SPDX-License-Identifier: Apache-2.0
// Characterization: which error cudaEventQuery of an event recorded outside any capture gets
// in the thread of a Global-mode capture.
#include "cudasem/cudasem.h"
#include "cudasem/graph.h"
#include "../capture.h"

CUDASEM_CASE(CaptureModeGlobal, UnrelatedEventQueryInCapture,
    {
        .api = {"cudaEventQuery"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaThreadExchangeStreamCaptureMode",
            .quote =
                "Therefore, stream capture places restrictions on API calls that can be made within or concurrently to a cudaStreamBeginCapture-cudaStreamEndCapture sequence."},
        .claim = cudasem::Claim::hedge,
    }) {
  cudasem::Stream s(cudaStreamNonBlocking);
  cudasem::Event ev(cudaEventDisableTiming);
  CUDASEM_ASSERT_OK(cudaEventRecord(ev, s));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  cudasem::capture::call_in_global_capture(s, [&] { return cudaEventQuery(ev); });
}
