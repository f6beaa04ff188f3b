// SPDX-License-Identifier: Apache-2.0
// cudaGraphInstantiateWithParams for device launch of a graph with a host node reports
// cudaGraphInstantiateNodeOperationNotSupported in result_out and the host node in errNode_out.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphInstantiateWithParams, ReportsUnsupportedNode,
    {
        .api = {"cudaGraphInstantiateWithParams"},
        .cite = {.doc = "RT",
            .section = "cudaGraphInstantiateWithParams",
            .quote =
                "cudaGraphInstantiateNodeOperationNotSupported, if the graph is instantiated for device launch but contains a node of an unsupported node type, or a node which performs unsupported operations, such as use of CUDA dynamic parallelism within a kernel node. errNode_out will be set to this node."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("unifiedAddressing") >= 1},
    }) {
  using namespace cudasem::graphs;
  cudasem::DeviceBuffer<unsigned> d(1);
  Graph g = make_graph();
  cudaGraphNode_t h = nullptr;
  add_kernel_then_host_node(g.get(), d.data(), &h);
  if (HasFatalFailure()) return;
  cudaGraphInstantiateParams ip{};
  ip.flags = cudaGraphInstantiateFlagDeviceLaunch;
  cudaGraphExec_t raw = nullptr;
  cudaError_t r = cudaGraphInstantiateWithParams(&raw, g.get(), &ip);
  GraphExec x(raw);
  cudasem::observe("instantiate_result", r);
  CUDASEM_EXPECT_TRUE_NAMED("instantiate.failed", r != cudaSuccess);
  CUDASEM_EXPECT_EQ_NAMED("result_out", ip.result_out, cudaGraphInstantiateNodeOperationNotSupported);
  CUDASEM_EXPECT_TRUE_NAMED("err_node.is_host_node", ip.errNode_out == h);
}
