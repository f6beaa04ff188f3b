// SPDX-License-Identifier: Apache-2.0
// cudaGraphClone of a graph with memory allocation and free nodes fails.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphClone, AllocGraphCloneRejected,
    {
        .api = {"cudaGraphClone"},
        .cite = {.doc = "RT",
            .section = "cudaGraphClone",
            .quote =
                "Cloning is not supported for graphs which contain memory allocation nodes, memory free nodes, or conditional nodes."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::graphs;
  Graph g = make_graph();
  AllocNodes mem;  // an allocation node, then a node freeing it
  add_alloc_free_nodes(g.get(), 1 << 20, &mem);
  if (HasFatalFailure()) return;
  cudaGraph_t clone = nullptr;
  CUDASEM_EXPECT_FAILURE(cudaGraphClone(&clone, g.get()));
  Graph clone_owner(clone);
}
