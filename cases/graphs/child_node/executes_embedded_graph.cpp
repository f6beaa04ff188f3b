// SPDX-License-Identifier: Apache-2.0
// A child graph node runs its embedded graph's work when the parent graph is launched.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphAddChildGraphNode, ExecutesEmbeddedGraph,
    {
        .api = {"cudaGraphAddChildGraphNode"},
        .cite = {.doc = "RT",
            .section = "cudaGraphAddChildGraphNode",
            .quote = "The node executes an embedded child graph."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::graphs;
  cudasem::Stream s(cudaStreamNonBlocking);
  cudasem::DeviceBuffer<unsigned> out(1);
  CUDASEM_ASSERT_OK(cudaMemset(out.data(), 0, out.bytes()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());  // the legacy-stream memset is done before other streams run
  Graph child = make_graph();
  add_write_node(child.get(), {}, out.data(), 0xc41d);
  Graph parent = make_graph();
  cudaGraphNode_t n = nullptr;
  CUDASEM_ASSERT_OK(cudaGraphAddChildGraphNode(&n, parent.get(), nullptr, 0, child.get()));
  GraphExec x = instantiate(parent.get());
  CUDASEM_ASSERT_OK(cudaGraphLaunch(x.get(), s));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  unsigned v = read_device(out.data());
  CUDASEM_EXPECT_EQ_NAMED("value_after_launch", v, 0xc41du);
}
