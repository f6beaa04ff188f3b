// SPDX-License-Identifier: Apache-2.0
// cudaEventRecordWithFlags(cudaEventRecordExternal) during capture becomes an event record node
// for that event.
#include "cudasem/cudasem.h"
#include "cudasem/graph.h"
#include "../capture.h"

CUDASEM_CASE(CapturedEvent, RecordExternalCreatesRecordNode,
    {
        .api = {"cudaEventRecordWithFlags"},
        .cite = {.doc = "RT",
            .section = "cudaEventRecordWithFlags",
            .quote =
                "cudaEventRecordExternal: Event is captured in the graph as an external event node when performing stream capture."},
        .claim = cudasem::Claim::promise,
    }) {
  cudasem::Stream s(cudaStreamNonBlocking);
  cudasem::Event ev(cudaEventDisableTiming);
  CUDASEM_ASSERT_OK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
  CUDASEM_EXPECT_OK(cudasem::kernels::launch_empty(s));
  CUDASEM_EXPECT_OK(cudaEventRecordWithFlags(ev, s, cudaEventRecordExternal));
  cudaStreamCaptureStatus st{};
  const cudaGraphNode_t* deps = nullptr;
  size_t ndeps = 0;
  CUDASEM_EXPECT_OK(cudaStreamGetCaptureInfo(s, &st, nullptr, nullptr, &deps, nullptr, &ndeps));
  cudaGraphNode_t last = ndeps == 1 ? deps[0] : nullptr;
  cudaError_t end = cudaSuccess;
  cudasem::Graph g = cudasem::capture::end_capture(s, &end);
  CUDASEM_ASSERT_OK_OF(cudaStreamEndCapture, end);
  CUDASEM_ASSERT_TRUE_NAMED("last_node.captured", last != nullptr);

  cudaGraphNodeType t{};
  CUDASEM_EXPECT_OK(cudaGraphNodeGetType(last, &t));
  cudaEvent_t recorded = nullptr;
  if (t == cudaGraphNodeTypeEventRecord) CUDASEM_EXPECT_OK(cudaGraphEventRecordNodeGetEvent(last, &recorded));
  CUDASEM_EXPECT_EQ_NAMED("node_type", t, cudaGraphNodeTypeEventRecord);
  CUDASEM_EXPECT_TRUE_NAMED("record_node.event_is_recorded_event", recorded == static_cast<cudaEvent_t>(ev));
}
