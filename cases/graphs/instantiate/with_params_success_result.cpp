// SPDX-License-Identifier: Apache-2.0
// A successful cudaGraphInstantiateWithParams sets result_out to cudaGraphInstantiateSuccess and
// errNode_out to NULL.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphInstantiateWithParams, SuccessResult,
    {
        .api = {"cudaGraphInstantiateWithParams"},
        .cite = {.doc = "RT",
            .section = "cudaGraphInstantiateWithParams",
            .quote =
                "If instantiation is successful, result_out will be set to cudaGraphInstantiateSuccess, and hErrNode_out will be set to NULL."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::graphs;
  Graph g = make_graph();
  add_empty_node(g.get());
  cudaGraphInstantiateParams ip{};
  ip.result_out = cudaGraphInstantiateError;
  ip.errNode_out = reinterpret_cast<cudaGraphNode_t>(0x1);
  cudaGraphExec_t raw = nullptr;
  CUDASEM_ASSERT_OK(cudaGraphInstantiateWithParams(&raw, g.get(), &ip));
  GraphExec x(raw);
  CUDASEM_EXPECT_EQ_NAMED("instantiate.reported_result", ip.result_out, cudaGraphInstantiateSuccess);
  CUDASEM_EXPECT_TRUE_NAMED("instantiate.error_node_null", ip.errNode_out == nullptr);
}
