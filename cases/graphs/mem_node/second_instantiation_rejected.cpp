// SPDX-License-Identifier: Apache-2.0
// A graph with an allocation node can have one executable graph at a time: a second
// cudaGraphInstantiate before the first is destroyed fails; after cudaGraphExecDestroy it works.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphInstantiate, AllocGraphSecondInstantiationRejected,
    {
        .api = {"cudaGraphInstantiate"},
        .cite = {.doc = "RT",
            .section = "cudaGraphInstantiate",
            .quote =
                "An attempt to instantiate a second executable graph before destroying the first with cudaGraphExecDestroy will result in an error."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::graphs;
  Graph g = make_graph();
  AllocNodes mem;  // an allocation node, then a node freeing it
  add_alloc_free_nodes(g.get(), 1 << 20, &mem);
  if (HasFatalFailure()) return;
  GraphExec first = instantiate(g.get());
  cudaGraphExec_t second = nullptr;
  CUDASEM_EXPECT_FAILURE(cudaGraphInstantiate(&second, g.get(), 0));
  GraphExec second_owner(second);
  first.reset();
  cudaGraphExec_t third = nullptr;
  CUDASEM_EXPECT_OK(cudaGraphInstantiate(&third, g.get(), 0));
  GraphExec third_owner(third);
}
