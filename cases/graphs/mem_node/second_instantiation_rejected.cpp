// SPDX-License-Identifier: Apache-2.0
// A graph with an allocation node can have one executable graph at a time: a second
// cudaGraphInstantiate before the first is destroyed fails; after cudaGraphExecDestroy it works.
#include "cudasem/cudasem.h"
#include "../graph_helpers.h"

CUDASEM_CASE(CudaGraphInstantiate, AllocGraphSecondInstantiationRejected, {
    .api = {"cudaGraphInstantiate"},
    .cite = {.doc = "RT", .section = "cudaGraphInstantiate",
             .quote = "An attempt to instantiate a second executable graph before destroying the first with cudaGraphExecDestroy will result in an error."},
    .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
}) {
  using namespace cudasem::graphs;
  Graph g = make_graph();
  cudaMemAllocNodeParams ap = alloc_node_params(1 << 20);
  cudaGraphNode_t a = nullptr, f = nullptr;
  CUDASEM_ASSERT_OK(cudaGraphAddMemAllocNode(&a, g.get(), nullptr, 0, &ap));
  CUDASEM_ASSERT_OK(cudaGraphAddMemFreeNode(&f, g.get(), &a, 1, ap.dptr));
  GraphExec first = instantiate(g.get());
  cudaGraphExec_t second = nullptr;
  CUDASEM_EXPECT_FAILURE(cudaGraphInstantiate(&second, g.get(), 0));
  GraphExec second_owner(second);
  first.reset();
  cudaGraphExec_t third = nullptr;
  CUDASEM_EXPECT_OK(cudaGraphInstantiate(&third, g.get(), 0));
  GraphExec third_owner(third);
}
