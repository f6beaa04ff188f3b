// SPDX-License-Identifier: Apache-2.0
// Characterization: which error a synchronous cudaMemcpy (pageable host to device) gets in the
// thread of a Global-mode capture, and whether the capture survives.
#include "cudasem/cudasem.h"
#include "cudasem/graph.h"
#include "../capture.h"

CUDASEM_CASE(CaptureModeGlobal, SyncMemcpyInCapture,
    {
        .api = {"cudaMemcpy"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaThreadExchangeStreamCaptureMode",
            .quote =
                "Therefore, stream capture places restrictions on API calls that can be made within or concurrently to a cudaStreamBeginCapture-cudaStreamEndCapture sequence."},
        .claim = cudasem::Claim::hedge,
    }) {
  cudasem::Stream s(cudaStreamNonBlocking);
  cudasem::DeviceBuffer<unsigned> d(16);
  cudasem::PageableBuffer<unsigned> h(16);
  cudasem::capture::call_in_global_capture(
      s, [&] { return cudaMemcpy(d.data(), h.data(), d.bytes(), cudaMemcpyHostToDevice); });
}
