// SPDX-License-Identifier: Apache-2.0
// The child graph is cloned by cudaGraphAddChildGraphNode: a node added to the original child
// afterwards is neither in the node's graph nor run by the parent.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphAddChildGraphNode, ChildClonedAtAdd,
    {
        .api = {"cudaGraphAddChildGraphNode"},
        .cite = {.doc = "RT",
            .section = "cudaGraphAddChildGraphNode",
            .quote = "The child graph is cloned in this call."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::graphs;
  cudasem::Stream s(cudaStreamNonBlocking);
  cudasem::DeviceBuffer<unsigned> out(2);
  CUDASEM_ASSERT_OK(cudaMemset(out.data(), 0, out.bytes()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());  // the legacy-stream memset is done before other streams run
  Graph child = make_graph();
  add_write_node(child.get(), {}, out.data(), 1);
  Graph parent = make_graph();
  cudaGraphNode_t n = nullptr;
  CUDASEM_ASSERT_OK(cudaGraphAddChildGraphNode(&n, parent.get(), nullptr, 0, child.get()));
  add_write_node(child.get(), {}, out.data() + 1, 2);  // after the call
  cudaGraph_t embedded = nullptr;
  CUDASEM_ASSERT_OK(cudaGraphChildGraphNodeGetGraph(n, &embedded));
  GraphExec x = instantiate(parent.get());
  CUDASEM_ASSERT_OK(cudaGraphLaunch(x.get(), s));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  unsigned h[2] = {};
  CUDASEM_ASSERT_OK(cudaMemcpy(h, out.data(), sizeof h, cudaMemcpyDeviceToHost));
  CUDASEM_EXPECT_TRUE_NAMED("embedded_graph.is_not_child", embedded != child.get());
  CUDASEM_EXPECT_EQ_NAMED("embedded_nodes", node_count(embedded), 1u);
  CUDASEM_EXPECT_EQ_NAMED("node_before_add.written_value", h[0], 1u);
  CUDASEM_EXPECT_EQ_NAMED("node_after_add.written_value", h[1], 0u);
}
