// SPDX-License-Identifier: Apache-2.0
// Characterization: instantiating a graph with a conditional handle that no conditional node uses
// (the text says it may fail): the return code and result_out of cudaGraphInstantiateWithParams.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphConditionalHandleCreate, UnusedHandleInstantiate,
    {
        .api = {"cudaGraphConditionalHandleCreate"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaGraphConditionalHandleCreate",
            .quote = "Handles not associated with a conditional node may cause graph instantiation to fail."},
        .claim = cudasem::Claim::hedge,
    }) {
  using namespace cudasem::graphs;
  Graph g = make_graph();
  add_empty_node(g.get());
  cudaGraphConditionalHandle handle{};
  CUDASEM_ASSERT_OK(cudaGraphConditionalHandleCreate(&handle, g.get(), 1, cudaGraphCondAssignDefault));
  cudaGraphInstantiateParams ip{};
  cudaGraphExec_t raw = nullptr;
  cudaError_t r = cudaGraphInstantiateWithParams(&raw, g.get(), &ip);
  GraphExec x(raw);
  cudasem::observe("instantiate_result", r);
  cudasem::observe("result_out", static_cast<int>(ip.result_out));
}
