// SPDX-License-Identifier: Apache-2.0
// cudaGraphGetNodes with room for more nodes than exist: the extra entries are set to NULL and
// numNodes is set to the real count.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphGetNodes, LargerArrayFilledWithNull,
    {
        .api = {"cudaGraphGetNodes"},
        .cite = {.doc = "RT",
            .section = "cudaGraphGetNodes",
            .quote =
                "If numNodes is higher than the actual number of nodes, the remaining entries in nodes will be set to NULL, and the number of nodes actually obtained will be returned in numNodes."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::graphs;
  Graph g = make_graph();
  add_empty_node(g.get());
  add_empty_node(g.get());
  cudaGraphNode_t nodes[4];
  for (auto& n : nodes) n = reinterpret_cast<cudaGraphNode_t>(0x1);
  size_t n = 4;
  CUDASEM_ASSERT_OK(cudaGraphGetNodes(g.get(), nodes, &n));
  CUDASEM_EXPECT_EQ_NAMED("num_nodes", n, 2u);
  CUDASEM_EXPECT_TRUE_NAMED("node_slot_0.not_null", nodes[0] != nullptr);
  CUDASEM_EXPECT_TRUE_NAMED("node_slot_1.not_null", nodes[1] != nullptr);
  CUDASEM_EXPECT_TRUE_NAMED("node_slot_2.null", nodes[2] == nullptr);
  CUDASEM_EXPECT_TRUE_NAMED("node_slot_3.null", nodes[3] == nullptr);
}
