// SPDX-License-Identifier: Apache-2.0
// An empty node used as a barrier: two root kernels -> empty node -> a third kernel. Marker
// kernels number themselves; the kernel after the barrier is third.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphAddEmptyNode, OrdersTransitively,
    {
        .api = {"cudaGraphAddEmptyNode"},
        .cite = {.doc = "RT",
            .section = "cudaGraphAddEmptyNode",
            .quote = "An empty node performs no operation during execution, but can be used for transitive ordering."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::graphs;
  cudasem::Stream s(cudaStreamNonBlocking);
  cudasem::DeviceBuffer<unsigned> m(4);
  CUDASEM_ASSERT_OK(cudaMemset(m.data(), 0, m.bytes()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  Graph g = make_graph();
  cudaGraphNode_t a = add_marker_node(g.get(), {}, m.data(), m.data() + 1);
  cudaGraphNode_t b = add_marker_node(g.get(), {}, m.data(), m.data() + 2);
  cudaGraphNode_t e = nullptr;
  cudaGraphNode_t deps[] = {a, b};
  CUDASEM_ASSERT_OK(cudaGraphAddEmptyNode(&e, g.get(), deps, 2));
  add_marker_node(g.get(), {e}, m.data(), m.data() + 3);
  GraphExec x = instantiate(g.get());
  CUDASEM_ASSERT_OK(cudaGraphLaunch(x.get(), s));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  unsigned h[4] = {};
  CUDASEM_ASSERT_OK(cudaMemcpy(h, m.data(), sizeof h, cudaMemcpyDeviceToHost));
  CUDASEM_EXPECT_EQ_NAMED("markers.run_count", h[0], 3u);
  CUDASEM_EXPECT_EQ_NAMED("after_barrier_slot", h[3], 3u);
}
