// SPDX-License-Identifier: Apache-2.0
// A graph launch is ordered behind earlier work in its stream: a gate holds the stream; the
// graph's host node, when it runs, sees the gate finished.
#include "cudasem/cudasem.h"
#include "../graph_helpers.h"

CUDASEM_CASE(CudaGraphLaunch, OrderedBehindStreamWork, {
    .api = {"cudaGraphLaunch"},
    .cite = {.doc = "RT", .section = "cudaGraphLaunch",
             .quote = "Each launch is ordered behind both any previous work in stream and any previous launches of graphExec."},
}) {
  using namespace cudasem::graphs;
  cudasem::Stream s(cudaStreamNonBlocking);
  cudasem::Gate gate;
  GateWitness witness;
  witness.gate = &gate;
  cudaHostNodeParams hp = witness.params();
  Graph g = make_graph();
  cudaGraphNode_t h = nullptr;
  CUDASEM_ASSERT_OK(cudaGraphAddHostNode(&h, g.get(), nullptr, 0, &hp));
  GraphExec x = instantiate(g.get());
  gate.launch(s);
  CUDASEM_ASSERT_OK(cudaGraphLaunch(x.get(), s));
  gate.arm_watchdog(std::chrono::milliseconds(100));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  cudasem::observe("host_node_saw_gate_finished", witness.saw_finished.load() == 1);
  EXPECT_EQ(witness.calls.load(), 1);
  EXPECT_EQ(witness.saw_finished.load(), 1);
}
