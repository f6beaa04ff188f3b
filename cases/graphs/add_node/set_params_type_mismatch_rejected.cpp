// SPDX-License-Identifier: Apache-2.0
// cudaGraphNodeSetParams with parameters of another node type (memset params for a host node): what
// it returns is recorded.
// The cited text names no failure (a caller requirement): the returned code is recorded.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphNodeSetParams, TypeMismatchRejected,
    {
        .api = {"cudaGraphNodeSetParams"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaGraphNodeSetParams",
            .quote = "The node type specified by nodeParams->type must match the type of node."},
        .claim = cudasem::Claim::caller_requirement,
    }) {
  using namespace cudasem::graphs;
  cudasem::DeviceBuffer<unsigned> d(16);
  Graph g = make_graph();
  cudaHostNodeParams hp{&noop_host, nullptr};
  cudaGraphNode_t h = nullptr;
  CUDASEM_ASSERT_OK(cudaGraphAddHostNode(&h, g.get(), nullptr, 0, &hp));
  cudaGraphNodeParams p{};
  p.type = cudaGraphNodeTypeMemset;
  p.memset.dst = d.data();
  p.memset.elementSize = 4;
  p.memset.width = 16;
  p.memset.height = 1;
  cudasem::observe("cudaGraphNodeSetParams_result", cudaGraphNodeSetParams(h, &p));
}
