// SPDX-License-Identifier: Apache-2.0
// Characterization: cudaStreamWaitEvent(cudaEventWaitExternal) during capture, on an event recorded
// outside the capture: the result and the captured node type.
#include "cudasem/cudasem.h"
#include "cudasem/graph.h"
#include "../capture.h"

CUDASEM_CASE(CapturedEvent, WaitExternalCreatesWaitNode,
    {
        .api = {"cudaStreamWaitEvent"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaError (cudaErrorStreamCaptureIsolation)",
            .quote = "A dependency would have been created which crosses the capture sequence boundary."},
        .claim = cudasem::Claim::hedge,
    }) {
  cudasem::Stream s(cudaStreamNonBlocking);
  cudasem::Event ev(cudaEventDisableTiming);
  CUDASEM_ASSERT_OK(cudaEventRecord(ev, s));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  CUDASEM_ASSERT_OK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
  cudaError_t r = cudaStreamWaitEvent(s, ev, cudaEventWaitExternal);
  cudaStreamCaptureStatus st{};
  const cudaGraphNode_t* deps = nullptr;
  size_t ndeps = 0;
  cudaStreamGetCaptureInfo(s, &st, nullptr, nullptr, &deps, nullptr, &ndeps);
  cudaGraphNode_t last = ndeps == 1 ? deps[0] : nullptr;
  cudaGraphNodeType t = cudaGraphNodeTypeCount;
  if (last) cudaGraphNodeGetType(last, &t);
  cudaError_t end = cudaSuccess;
  cudasem::Graph g = cudasem::capture::end_capture(s, &end);

  cudasem::observe("wait_event_result", r);
  cudasem::observe("node_type", static_cast<int>(t));
  cudasem::observe("end_capture", end);
}
