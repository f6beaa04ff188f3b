// SPDX-License-Identifier: Apache-2.0
// A graph launched into cudaStreamPerThread is ordered behind a gate launched earlier into that
// stream (its host node sees the gate finished).
#include "cudasem/cudasem.h"
#include "../graph_helpers.h"

CUDASEM_CASE(CudaGraphLaunch, PerThreadStreamOrdered, {
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
  gate.launch(cudaStreamPerThread);
  CUDASEM_ASSERT_OK(cudaGraphLaunch(x.get(), cudaStreamPerThread));
  gate.arm_watchdog(std::chrono::milliseconds(100));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(cudaStreamPerThread));
  EXPECT_EQ(witness.calls.load(), 1);
  EXPECT_EQ(witness.saw_finished.load(), 1);
}
