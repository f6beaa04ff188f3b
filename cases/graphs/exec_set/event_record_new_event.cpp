// SPDX-License-Identifier: Apache-2.0
// cudaGraphExecEventRecordNodeSetEvent: the next launch records the new event (behind a gate it is
// not ready; afterwards it is); the old event is never recorded by that launch.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphExecEventRecordNodeSetEvent, NewEventRecorded,
    {
        .api = {"cudaGraphExecEventRecordNodeSetEvent"},
        .cite = {.doc = "RT",
            .section = "cudaGraphExecEventRecordNodeSetEvent",
            .quote = "Sets the event of an event record node in an executable graph hGraphExec."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::graphs;
  cudasem::Stream s(cudaStreamNonBlocking);
  cudasem::Event old_ev(cudaEventDisableTiming), new_ev(cudaEventDisableTiming);
  Graph g = make_graph();
  cudaGraphNode_t r = nullptr;
  CUDASEM_ASSERT_OK(cudaGraphAddEventRecordNode(&r, g.get(), nullptr, 0, old_ev));
  GraphExec x = instantiate(g.get());
  CUDASEM_ASSERT_OK(cudaGraphExecEventRecordNodeSetEvent(x.get(), r, new_ev));
  cudasem::Gate gate;
  gate.launch(s);
  CUDASEM_ASSERT_OK(cudaGraphLaunch(x.get(), s));
  cudaError_t new_held = cudaEventQuery(new_ev), old_held = cudaEventQuery(old_ev);
  const bool held = !gate.finished();
  gate.release();
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  cudasem::observe("new_event_while_held", new_held);
  cudasem::observe("old_event_while_held", old_held);
  CUDASEM_ASSERT_TRUE_NAMED("gate.held_during_queries", held) << "arrange: the gate finished before the queries";
  CUDASEM_EXPECT_ERROR_OF(cudaEventQuery, new_held, cudaErrorNotReady);
  CUDASEM_EXPECT_OK_OF(cudaEventQuery, old_held);
  CUDASEM_EXPECT_OK(cudaEventQuery(new_ev));
}
