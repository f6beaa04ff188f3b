// SPDX-License-Identifier: Apache-2.0
// cudaGraphExecEventWaitNodeSetEvent: the next launch waits for the new event (recorded behind a
// gate in another stream); the host node after the wait sees the gate finished.
#include "cudasem/cudasem.h"
#include "../graph_helpers.h"

CUDASEM_CASE(CudaGraphExecEventWaitNodeSetEvent, WaitsForNewEvent, {
    .api = {"cudaGraphExecEventWaitNodeSetEvent"},
    .cite = {.doc = "RT", .section = "cudaGraphExecEventWaitNodeSetEvent",
             .quote = "Sets the event of an event wait node in an executable graph hGraphExec."},
}) {
  using namespace cudasem::graphs;
  cudasem::Stream gated(cudaStreamNonBlocking), s(cudaStreamNonBlocking);
  cudasem::Event old_ev(cudaEventDisableTiming), new_ev(cudaEventDisableTiming);
  cudasem::Gate gate;
  GateWitness witness;
  witness.gate = &gate;
  cudaHostNodeParams hp = witness.params();
  Graph g = make_graph();
  cudaGraphNode_t w = nullptr, h = nullptr;
  CUDASEM_ASSERT_OK(cudaGraphAddEventWaitNode(&w, g.get(), nullptr, 0, old_ev));
  CUDASEM_ASSERT_OK(cudaGraphAddHostNode(&h, g.get(), &w, 1, &hp));
  GraphExec x = instantiate(g.get());
  CUDASEM_ASSERT_OK(cudaGraphExecEventWaitNodeSetEvent(x.get(), w, new_ev));
  gate.launch(gated);
  CUDASEM_ASSERT_OK(cudaEventRecord(new_ev, gated));
  CUDASEM_ASSERT_OK(cudaGraphLaunch(x.get(), s));
  gate.arm_watchdog(std::chrono::milliseconds(100));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  EXPECT_EQ(witness.calls.load(), 1);
  EXPECT_EQ(witness.saw_finished.load(), 1);
}
