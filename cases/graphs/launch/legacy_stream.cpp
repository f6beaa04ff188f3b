// SPDX-License-Identifier: Apache-2.0
// A graph launched into the legacy default stream is ordered behind earlier work in that stream (a
// gate): its host node sees the gate finished.
#include "cudasem/cudasem.h"
#include "../graph_helpers.h"

CUDASEM_CASE(CudaGraphLaunch, LegacyStreamOrdered, {
    .api = {"cudaGraphLaunch"},
    .cite = {.doc = "RT", .section = "cudaGraphLaunch",
             .quote = "Each launch is ordered behind both any previous work in stream and any previous launches of graphExec."},
}) {
  using namespace cudasem::graphs;
  cudasem::Gate gate;
  GateWitness witness;
  witness.gate = &gate;
  cudaHostNodeParams hp = witness.params();
  Graph g = make_graph();
  cudaGraphNode_t h = nullptr;
  CUDASEM_ASSERT_OK(cudaGraphAddHostNode(&h, g.get(), nullptr, 0, &hp));
  GraphExec x = instantiate(g.get());
  gate.launch(cudaStreamLegacy);
  CUDASEM_ASSERT_OK(cudaGraphLaunch(x.get(), cudaStreamLegacy));
  gate.arm_watchdog(std::chrono::milliseconds(100));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(cudaStreamLegacy));
  cudasem::observe("host_node_saw_gate_finished", witness.saw_finished.load() == 1);
  EXPECT_EQ(witness.calls.load(), 1);
  EXPECT_EQ(witness.saw_finished.load(), 1);
}
