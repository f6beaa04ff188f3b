// SPDX-License-Identifier: Apache-2.0
// Nodes added to the original graph after cudaGraphClone do not appear in the clone, and the
// clone runs the copied kernel with its copied parameters.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphClone, IndependentOfOriginal,
    {
        .api = {"cudaGraphClone"},
        .cite = {.doc = "RT",
            .section = "cudaGraphClone",
            .quote =
                "All parameters are copied into the cloned graph. The original graph may be modified after this call without affecting the clone."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::graphs;
  cudasem::Stream s(cudaStreamNonBlocking);
  cudasem::DeviceBuffer<unsigned> d(2);
  CUDASEM_ASSERT_OK(cudaMemset(d.data(), 0, d.bytes()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());  // the legacy-stream memset is done before other streams run
  Graph g = make_graph();
  add_write_node(g.get(), {}, d.data(), 0xc10e);
  cudaGraph_t raw = nullptr;
  CUDASEM_ASSERT_OK(cudaGraphClone(&raw, g.get()));
  Graph clone(raw);
  add_write_node(g.get(), {}, d.data() + 1, 1);  // after the clone
  GraphExec x = instantiate(clone.get());
  CUDASEM_ASSERT_OK(cudaGraphLaunch(x.get(), s));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  unsigned h[2] = {};
  CUDASEM_ASSERT_OK(cudaMemcpy(h, d.data(), sizeof h, cudaMemcpyDeviceToHost));
  CUDASEM_EXPECT_EQ_NAMED("clone_nodes", node_count(clone.get()), 1u);
  CUDASEM_EXPECT_EQ_NAMED("cloned_node.written_value", h[0], 0xc10eu);
  CUDASEM_EXPECT_EQ_NAMED("node_after_clone.written_value", h[1], 0u);
}
