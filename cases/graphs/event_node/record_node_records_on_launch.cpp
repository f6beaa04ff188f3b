// SPDX-License-Identifier: Apache-2.0
// An event record node records its event at each launch, after the node's dependencies: with the
// launch held behind a gate the event is not ready; after the gate it completes.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphAddEventRecordNode, RecordsOnLaunch,
    {
        .api = {"cudaGraphAddEventRecordNode"},
        .cite = {.doc = "RT",
            .section = "cudaGraphAddEventRecordNode",
            .quote = "Each launch of the graph will record event to capture execution of the node's dependencies."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::graphs;
  cudasem::Stream s(cudaStreamNonBlocking);
  cudasem::Event ev(cudaEventDisableTiming);
  Graph g = make_graph();
  cudaGraphNode_t e = add_empty_node(g.get());
  cudaGraphNode_t r = nullptr;
  CUDASEM_ASSERT_OK(cudaGraphAddEventRecordNode(&r, g.get(), &e, 1, ev));
  cudaEvent_t got = nullptr;
  CUDASEM_EXPECT_OK(cudaGraphEventRecordNodeGetEvent(r, &got));
  GraphExec x = instantiate(g.get());

  cudasem::Gate gate;
  gate.launch(s);
  CUDASEM_ASSERT_OK(cudaGraphLaunch(x.get(), s));
  cudaError_t while_held = cudaEventQuery(ev);
  const bool gate_held = !gate.finished();  // still holding after the query
  gate.release();
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  cudaError_t after = cudaEventQuery(ev);

  cudasem::observe("query_while_gate_held", while_held);
  cudasem::observe("query_after", after);
  CUDASEM_ASSERT_TRUE_NAMED("gate.held_after_query", gate_held);
  CUDASEM_EXPECT_TRUE_NAMED("record_node.event_is_given_event", got == static_cast<cudaEvent_t>(ev));
  CUDASEM_EXPECT_ERROR_OF(cudaEventQuery, while_held, cudaErrorNotReady);
  CUDASEM_EXPECT_OK_OF(cudaEventQuery, after);
}
