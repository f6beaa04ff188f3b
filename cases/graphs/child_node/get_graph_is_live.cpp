// SPDX-License-Identifier: Apache-2.0
// The graph returned by cudaGraphChildGraphNodeGetGraph is the node's own graph: a node added to
// it runs when the parent is launched.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphChildGraphNodeGetGraph, ReturnedGraphIsLive,
    {
        .api = {"cudaGraphChildGraphNodeGetGraph"},
        .cite = {.doc = "RT",
            .section = "cudaGraphChildGraphNodeGetGraph",
            .quote =
                "This call does not clone the graph. Changes to the graph will be reflected in the node, and the node retains ownership of the graph."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::graphs;
  cudasem::Stream s(cudaStreamNonBlocking);
  cudasem::DeviceBuffer<unsigned> out(1);
  CUDASEM_ASSERT_OK(cudaMemset(out.data(), 0, out.bytes()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());  // the legacy-stream memset is done before other streams run
  Graph child = make_graph();
  add_empty_node(child.get());
  Graph parent = make_graph();
  cudaGraphNode_t n = nullptr;
  CUDASEM_ASSERT_OK(cudaGraphAddChildGraphNode(&n, parent.get(), nullptr, 0, child.get()));
  cudaGraph_t embedded = nullptr;
  CUDASEM_ASSERT_OK(cudaGraphChildGraphNodeGetGraph(n, &embedded));
  add_write_node(embedded, {}, out.data(), 0x11fe);
  GraphExec x = instantiate(parent.get());
  CUDASEM_ASSERT_OK(cudaGraphLaunch(x.get(), s));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  unsigned v = read_device(out.data());
  CUDASEM_EXPECT_EQ_NAMED("value_after_launch", v, 0x11feu);
}
