// SPDX-License-Identifier: Apache-2.0
// cudaGraphExecChildGraphNodeSetParams with a child graph of the same shape whose kernel writes
// another value: the next launch writes the new value.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphExecChildGraphNodeSetParams, NewChildParams,
    {
        .api = {"cudaGraphExecChildGraphNodeSetParams"},
        .cite = {.doc = "RT",
            .section = "cudaGraphExecChildGraphNodeSetParams",
            .quote =
                "Updates the work represented by node in hGraphExec as though the nodes contained in node's graph had the parameters contained in childGraph's nodes at instantiation."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::graphs;
  cudasem::Stream s(cudaStreamNonBlocking);
  cudasem::DeviceBuffer<unsigned> d(1);
  Graph c1 = make_graph(), c2 = make_graph(), parent = make_graph();
  add_write_node(c1.get(), {}, d.data(), 1);
  add_write_node(c2.get(), {}, d.data(), 2);
  cudaGraphNode_t n = nullptr;
  CUDASEM_ASSERT_OK(cudaGraphAddChildGraphNode(&n, parent.get(), nullptr, 0, c1.get()));
  GraphExec x = instantiate(parent.get());
  CUDASEM_ASSERT_OK(cudaGraphExecChildGraphNodeSetParams(x.get(), n, c2.get()));
  CUDASEM_ASSERT_OK(cudaGraphLaunch(x.get(), s));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  unsigned v = read_device(d.data());
  CUDASEM_EXPECT_EQ_NAMED("value_after_launch", v, 2u);
}
