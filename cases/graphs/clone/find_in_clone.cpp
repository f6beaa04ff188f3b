// SPDX-License-Identifier: Apache-2.0
// cudaGraphNodeFindInClone maps each original node to a node of the clone, of the same type, with
// the same shape (edges copied).
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphNodeFindInClone, FindsClonedNode,
    {
        .api = {"cudaGraphNodeFindInClone"},
        .cite = {.doc = "RT",
            .section = "cudaGraphNodeFindInClone",
            .quote =
                "This function returns the node in clonedGraph corresponding to originalNode in the original graph."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::graphs;
  cudasem::DeviceBuffer<unsigned> d(1);
  Graph g = make_graph();
  cudaGraphNode_t e = add_empty_node(g.get());
  cudaGraphNode_t k = add_write_node(g.get(), {e}, d.data(), 3);
  cudaGraph_t raw = nullptr;
  CUDASEM_ASSERT_OK(cudaGraphClone(&raw, g.get()));
  Graph clone(raw);
  cudaGraphNode_t ce = nullptr, ck = nullptr;
  CUDASEM_ASSERT_OK(cudaGraphNodeFindInClone(&ce, e, clone.get()));
  CUDASEM_ASSERT_OK(cudaGraphNodeFindInClone(&ck, k, clone.get()));
  cudaGraphNodeType te{}, tk{};
  CUDASEM_EXPECT_OK(cudaGraphNodeGetType(ce, &te));
  CUDASEM_EXPECT_OK(cudaGraphNodeGetType(ck, &tk));
  cudaGraphNode_t dep = nullptr;
  size_t ndep = 1;
  CUDASEM_EXPECT_OK(cudaGraphNodeGetDependencies(ck, &dep, nullptr, &ndep));
  CUDASEM_EXPECT_TRUE_NAMED("cloned_empty_node.is_distinct_node", ce != e);
  CUDASEM_EXPECT_TRUE_NAMED("cloned_kernel_node.is_distinct_node", ck != k);
  CUDASEM_EXPECT_EQ_NAMED("cloned_empty_node.type", te, cudaGraphNodeTypeEmpty);
  CUDASEM_EXPECT_EQ_NAMED("cloned_kernel_node.type", tk, cudaGraphNodeTypeKernel);
  CUDASEM_EXPECT_EQ_NAMED("cloned_kernel_node.dependency_count", ndep, 1u);
  CUDASEM_EXPECT_TRUE_NAMED("cloned_kernel_node.depends_on_cloned_empty", dep == ce);
}
