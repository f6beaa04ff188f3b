// SPDX-License-Identifier: Apache-2.0
// cudaGraphGetEdges with room for more edges than exist: the extra entries are set to NULL and
// numEdges is set to the real count.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphGetEdges, LargerArrayFilledWithNull,
    {
        .api = {"cudaGraphGetEdges"},
        .cite = {.doc = "RT",
            .section = "cudaGraphGetEdges",
            .quote =
                "If numEdges is higher than the actual number of edges, the remaining entries in from and to will be set to NULL, and the number of edges actually returned will be written to numEdges."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::graphs;
  Graph g = make_graph();
  cudaGraphNode_t a = add_empty_node(g.get());
  add_empty_node(g.get(), {a});
  cudaGraphNode_t from[3], to[3];
  for (int i = 0; i < 3; ++i) from[i] = to[i] = reinterpret_cast<cudaGraphNode_t>(0x1);
  size_t n = 3;
  CUDASEM_ASSERT_OK(cudaGraphGetEdges(g.get(), from, to, nullptr, &n));
  CUDASEM_EXPECT_EQ_NAMED("num_edges", n, 1u);
  CUDASEM_EXPECT_TRUE_NAMED("edge.source_is_first_node", from[0] == a);
  CUDASEM_EXPECT_TRUE_NAMED("from_slot_1.null", from[1] == nullptr);
  CUDASEM_EXPECT_TRUE_NAMED("to_slot_1.null", to[1] == nullptr);
  CUDASEM_EXPECT_TRUE_NAMED("from_slot_2.null", from[2] == nullptr);
  CUDASEM_EXPECT_TRUE_NAMED("to_slot_2.null", to[2] == nullptr);
}
