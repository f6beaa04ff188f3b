// SPDX-License-Identifier: Apache-2.0
// A new graph has no nodes, no edges and no root nodes.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphCreate, CreatesEmptyGraph,
    {
        .api = {"cudaGraphCreate"},
        .cite = {.doc = "RT",
            .section = "cudaGraphCreate",
            .quote = "Creates an empty graph, which is returned via pGraph."},
        .claim = cudasem::Claim::promise,
    }) {
  cudaGraph_t raw = nullptr;
  CUDASEM_ASSERT_OK(cudaGraphCreate(&raw, 0));
  cudasem::graphs::Graph g(raw);
  size_t roots = 99;
  CUDASEM_EXPECT_OK(cudaGraphGetRootNodes(g.get(), nullptr, &roots));
  CUDASEM_EXPECT_TRUE_NAMED("graph_handle.non_null", raw != nullptr);
  CUDASEM_EXPECT_EQ_NAMED("graph.node_count", cudasem::graphs::node_count(g.get()), 0u);
  CUDASEM_EXPECT_EQ_NAMED("graph.edge_count", cudasem::graphs::edge_count(g.get()), 0u);
  CUDASEM_EXPECT_EQ_NAMED("graph.root_count", roots, 0u);
}
