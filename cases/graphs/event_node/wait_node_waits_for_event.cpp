// SPDX-License-Identifier: Apache-2.0
// An event wait node makes its dependents wait for the work captured in the event: the event is
// recorded behind a gate in another stream; a host node after the wait node sees the gate finished.
#include "cudasem/cudasem.h"
#include "../graph_helpers.h"

CUDASEM_CASE(CudaGraphAddEventWaitNode, WaitsForEvent, {
    .api = {"cudaGraphAddEventWaitNode"},
    .cite = {.doc = "RT", .section = "cudaGraphAddEventWaitNode",
             .quote = "The graph node will wait for all work captured in event."},
}) {
  using namespace cudasem::graphs;
  cudasem::Stream gated(cudaStreamNonBlocking), s(cudaStreamNonBlocking);
  cudasem::Event ev(cudaEventDisableTiming);
  cudasem::Gate gate;
  GateWitness witness;
  witness.gate = &gate;
  cudaHostNodeParams hp = witness.params();
  Graph g = make_graph();
  cudaGraphNode_t w = nullptr, h = nullptr;
  CUDASEM_ASSERT_OK(cudaGraphAddEventWaitNode(&w, g.get(), nullptr, 0, ev));
  CUDASEM_ASSERT_OK(cudaGraphAddHostNode(&h, g.get(), &w, 1, &hp));
  GraphExec x = instantiate(g.get());

  gate.launch(gated);
  CUDASEM_ASSERT_OK(cudaEventRecord(ev, gated));
  CUDASEM_ASSERT_OK(cudaGraphLaunch(x.get(), s));
  gate.arm_watchdog(std::chrono::milliseconds(100));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());

  cudasem::observe("host_node_saw_gate_finished", witness.saw_finished.load() == 1);
  EXPECT_EQ(witness.calls.load(), 1);
  EXPECT_EQ(witness.saw_finished.load(), 1);
}
