// SPDX-License-Identifier: Apache-2.0
// cudaGraphAddChildGraphNode with a child graph that contains a memory allocation node fails.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphAddChildGraphNode, AllocChildRejected,
    {
        .api = {"cudaGraphAddChildGraphNode"},
        .cite = {.doc = "RT",
            .section = "cudaGraphAddChildGraphNode",
            .quote =
                "If childGraph contains allocation nodes, free nodes, or conditional nodes, this call will return an error."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::graphs;
  Graph child = make_graph();
  AllocNodes mem;  // an allocation node, then a node freeing it
  add_alloc_free_nodes(child.get(), 1 << 20, &mem);
  if (HasFatalFailure()) return;
  Graph parent = make_graph();
  cudaGraphNode_t n = nullptr;
  CUDASEM_EXPECT_FAILURE(cudaGraphAddChildGraphNode(&n, parent.get(), nullptr, 0, child.get()));
}
