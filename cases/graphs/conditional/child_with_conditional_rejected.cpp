// SPDX-License-Identifier: Apache-2.0
// cudaGraphAddChildGraphNode with a child graph that holds a conditional node fails.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphAddChildGraphNode, ConditionalChildRejected,
    {
        .api = {"cudaGraphAddChildGraphNode"},
        .cite = {.doc = "RT",
            .section = "cudaGraphAddChildGraphNode",
            .quote =
                "If childGraph contains allocation nodes, free nodes, or conditional nodes, this call will return an error."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  using namespace cudasem::graphs;
  Graph child = make_graph();
  cudaGraphConditionalHandle handle{};
  CUDASEM_ASSERT_OK(cudaGraphConditionalHandleCreate(&handle, child.get(), 0, 0));
  std::vector<cudaGraph_t> bodies;
  CUDASEM_ASSERT_TRUE_NAMED("conditional_node.added",
      add_conditional_node(child.get(), {}, handle, cudaGraphCondTypeIf, 1, bodies) != nullptr);
  add_empty_node(bodies[0]);
  Graph parent = make_graph();
  cudaGraphNode_t n = nullptr;
  CUDASEM_EXPECT_FAILURE(cudaGraphAddChildGraphNode(&n, parent.get(), nullptr, 0, child.get()));
}
