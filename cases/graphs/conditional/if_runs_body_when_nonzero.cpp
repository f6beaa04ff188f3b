// SPDX-License-Identifier: Apache-2.0
// An if node whose handle defaults to 1 (cudaGraphCondAssignDefault) runs its body at launch.
#include "cudasem/cudasem.h"
#include "cases/graphs/graph_helpers.h"

CUDASEM_CASE(ConditionalIf, RunsBodyWhenNonzero, {
    .id = "graphs.conditional.if_runs_body_when_nonzero",
    .cite = {.doc = "RT", .section = "cudaGraphConditionalNodeType (cudaGraphCondTypeIf)",
             .quote = "Conditional 'if/else' Node. Body[0] executed if condition is non-zero.",
             .version = "13.0"},
}) {
  using namespace cudasem::graphs;
  constexpr unsigned kBodies = 1;
  cudasem::Stream s(cudaStreamNonBlocking);
  cudasem::DeviceBuffer<unsigned> d(kBodies);
  CUDASEM_ASSERT_OK(cudaMemset(d.data(), 0, d.bytes()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  Graph g = make_graph();
  cudaGraphConditionalHandle handle{};
  CUDASEM_ASSERT_OK(cudaGraphConditionalHandleCreate(&handle, g.get(), 1, cudaGraphCondAssignDefault));
  std::vector<cudaGraph_t> bodies;
  cudaGraphNode_t c = add_conditional_node(g.get(), {}, handle, cudaGraphCondTypeIf, kBodies, bodies);
  ASSERT_NE(c, nullptr);
  ASSERT_EQ(bodies.size(), kBodies);
  for (unsigned i = 0; i < kBodies; ++i) add_write_node(bodies[i], {}, d.data() + i, 100 + i);
  GraphExec x = instantiate(g.get());
  CUDASEM_ASSERT_OK(cudaGraphLaunch(x.get(), s));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  std::vector<unsigned> h(kBodies);
  CUDASEM_ASSERT_OK(cudaMemcpy(h.data(), d.data(), d.bytes(), cudaMemcpyDeviceToHost));
  const unsigned expected[kBodies] = {100};
  std::string ran;
  for (unsigned i = 0; i < kBodies; ++i) ran += (h[i] ? "1" : "0");
  cudasem::observe("bodies_run", ran);
  for (unsigned i = 0; i < kBodies; ++i) EXPECT_EQ(h[i], expected[i]) << "body " << i;
}
