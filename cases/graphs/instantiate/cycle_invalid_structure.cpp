// SPDX-License-Identifier: Apache-2.0
// A graph with a cycle (A -> B -> A): cudaGraphInstantiateWithParams fails with result_out
// cudaGraphInstantiateInvalidStructure and one of the offending nodes in errNode_out. (Skipped
// when cudaGraphAddDependencies already refuses the cycle.)
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphInstantiateWithParams, CycleInvalidStructure,
    {
        .api = {"cudaGraphInstantiateWithParams"},
        .cite = {.doc = "RT",
            .section = "cudaGraphInstantiateWithParams",
            .quote =
                "cudaGraphInstantiateInvalidStructure, if the graph structure is invalid. errNode_out will be set to one of the offending nodes."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::graphs;
  Graph g = make_graph();
  cudaGraphNode_t a = add_empty_node(g.get());
  cudaGraphNode_t b = add_empty_node(g.get(), {a});
  cudaError_t cycle = cudaGraphAddDependencies(g.get(), &b, &a, nullptr, 1);
  cudasem::observe("add_cycle_edge", cycle);
  if (cycle != cudaSuccess) GTEST_SKIP() << "requires a cyclic graph; cudaGraphAddDependencies refused the edge";
  cudaGraphInstantiateParams ip{};
  cudaGraphExec_t raw = nullptr;
  cudaError_t r = cudaGraphInstantiateWithParams(&raw, g.get(), &ip);
  GraphExec x(raw);
  cudasem::observe("instantiate_result", r);
  CUDASEM_EXPECT_TRUE_NAMED("instantiate.failed", r != cudaSuccess);
  CUDASEM_EXPECT_EQ_NAMED("result_out", ip.result_out, cudaGraphInstantiateInvalidStructure);
  CUDASEM_EXPECT_TRUE_NAMED("err_node.is_cycle_node", ip.errNode_out == a || ip.errNode_out == b);
}
