// SPDX-License-Identifier: Apache-2.0
// cudaGraphClone of a graph that holds a conditional node fails.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphClone, ConditionalGraphCloneRejected,
    {
        .api = {"cudaGraphClone"},
        .cite = {.doc = "RT",
            .section = "cudaGraphClone",
            .quote =
                "Cloning is not supported for graphs which contain memory allocation nodes, memory free nodes, or conditional nodes."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  using namespace cudasem::graphs;
  Graph g = make_graph();
  cudaGraphConditionalHandle handle{};
  CUDASEM_ASSERT_OK(cudaGraphConditionalHandleCreate(&handle, g.get(), 0, 0));
  std::vector<cudaGraph_t> bodies;
  CUDASEM_ASSERT_TRUE_NAMED(
      "conditional_node.added", add_conditional_node(g.get(), {}, handle, cudaGraphCondTypeIf, 1, bodies) != nullptr);
  add_empty_node(bodies[0]);
  cudaGraph_t clone = nullptr;
  CUDASEM_EXPECT_FAILURE(cudaGraphClone(&clone, g.get()));
  Graph clone_owner(clone);
}
