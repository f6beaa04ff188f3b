// SPDX-License-Identifier: Apache-2.0
// Dependencies cannot be removed from a graph that holds allocation/free nodes: cudaGraphDestroyNode
// of an empty node with dependencies in it (which would sever them) fails.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphDestroyNode, AllocGraphDestroyNodeRejected,
    {
        .api = {"cudaGraphDestroyNode", "cudaGraphAddMemAllocNode"},
        .cite = {.doc = "RT",
            .section = "cudaGraphDestroyNode",
            .quote =
                "This operation also severs any dependencies of other nodes on node and vice versa. Dependencies cannot be removed from graphs which contain allocation or free nodes. Any attempt to do so will return an error."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::graphs;
  Graph g = make_graph();
  cudaMemAllocNodeParams ap = alloc_node_params(1 << 20);
  cudaGraphNode_t a = nullptr, f = nullptr;
  CUDASEM_ASSERT_OK(cudaGraphAddMemAllocNode(&a, g.get(), nullptr, 0, &ap));
  cudaGraphNode_t e = add_empty_node(g.get(), {a});
  CUDASEM_ASSERT_OK(cudaGraphAddMemFreeNode(&f, g.get(), &e, 1, ap.dptr));
  CUDASEM_EXPECT_FAILURE(cudaGraphDestroyNode(e));
  CUDASEM_EXPECT_EQ_NAMED("graph.node_count", node_count(g.get()), 3u);
}
