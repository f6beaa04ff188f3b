// SPDX-License-Identifier: Apache-2.0
// An event wait node in a graph launched on device 0 waits for an event recorded on device 1
// behind a gate: the graph's host node, after the wait node, sees the gate finished.
#include "cudasem/cudasem.h"
#include "../graph_helpers.h"

CUDASEM_CASE(GraphMultiGpu, EventWaitNodeOtherDevice, {
    .api = {"cudaGraphAddEventWaitNode"},
    .cite = {.doc = "RT", .section = "cudaGraphAddEventWaitNode",
             .quote = "The graph node will wait for all work captured in event."},
    .needs = {cudasem::gpus(2)},
    .exclusive = true,
}) {
  using namespace cudasem::graphs;
  CUDASEM_ASSERT_OK(cudaSetDevice(1));
  cudasem::Stream s1(cudaStreamNonBlocking);
  cudasem::Event ev(cudaEventDisableTiming);
  cudasem::Gate gate;
  CUDASEM_ASSERT_OK(cudaSetDevice(0));
  cudasem::Stream s0(cudaStreamNonBlocking);
  GateWitness witness;
  witness.gate = &gate;
  cudaHostNodeParams hp = witness.params();
  Graph g = make_graph();
  cudaGraphNode_t w = nullptr, h = nullptr;
  CUDASEM_ASSERT_OK(cudaGraphAddEventWaitNode(&w, g.get(), nullptr, 0, ev));
  CUDASEM_ASSERT_OK(cudaGraphAddHostNode(&h, g.get(), &w, 1, &hp));
  GraphExec x = instantiate(g.get());
  gate.launch(s1);
  CUDASEM_ASSERT_OK(cudaEventRecord(ev, s1));
  CUDASEM_ASSERT_OK(cudaGraphLaunch(x.get(), s0));
  gate.arm_watchdog(std::chrono::milliseconds(100));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s0));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s1));
  cudasem::observe("host_node_saw_gate_finished", witness.saw_finished.load() == 1);
  EXPECT_EQ(witness.calls.load(), 1);
  EXPECT_EQ(witness.saw_finished.load(), 1);
}
