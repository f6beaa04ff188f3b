// SPDX-License-Identifier: Apache-2.0
// cudaGraphEventRecordNodeSetEvent / cudaGraphEventWaitNodeSetEvent replace a node's event; the
// matching GetEvent calls report the new one.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphEventRecordNodeSetEvent, SetEventRoundTrip,
    {
        .api = {"cudaGraphEventRecordNodeSetEvent", "cudaGraphEventWaitNodeSetEvent"},
        .cite = {.doc = "RT",
            .section = "cudaGraphEventRecordNodeSetEvent",
            .quote = "Sets the event of event record node hNode to event."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::graphs;
  cudasem::Event a(cudaEventDisableTiming), b(cudaEventDisableTiming);
  Graph g = make_graph();
  cudaGraphNode_t r = nullptr, w = nullptr;
  CUDASEM_ASSERT_OK(cudaGraphAddEventRecordNode(&r, g.get(), nullptr, 0, a));
  CUDASEM_ASSERT_OK(cudaGraphAddEventWaitNode(&w, g.get(), &r, 1, a));
  CUDASEM_ASSERT_OK(cudaGraphEventRecordNodeSetEvent(r, b));
  CUDASEM_ASSERT_OK(cudaGraphEventWaitNodeSetEvent(w, b));
  cudaEvent_t got_r = nullptr, got_w = nullptr;
  CUDASEM_ASSERT_OK(cudaGraphEventRecordNodeGetEvent(r, &got_r));
  CUDASEM_ASSERT_OK(cudaGraphEventWaitNodeGetEvent(w, &got_w));
  CUDASEM_EXPECT_TRUE_NAMED("record_node.event_is_new_event", got_r == static_cast<cudaEvent_t>(b));
  CUDASEM_EXPECT_TRUE_NAMED("wait_node.event_is_new_event", got_w == static_cast<cudaEvent_t>(b));
}
