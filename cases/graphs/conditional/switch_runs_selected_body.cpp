// SPDX-License-Identifier: Apache-2.0
// A switch node with three bodies and a handle defaulting to 2 runs body 2 only.
#include "cudasem/cudasem.h"
#include "cases/graphs/graph_helpers.h"

CUDASEM_CASE(ConditionalSwitch, RunsSelectedBody, {
    .id = "graphs.conditional.switch_runs_selected_body",
    .cite = {.doc = "RT", .section = "cudaGraphConditionalNodeType (cudaGraphCondTypeSwitch)",
             .quote = "Body[n] is executed once, where 'n' is the value of the condition.",
             .version = "13.0"},
}) {
  using namespace cudasem::graphs;
  constexpr unsigned kBodies = 3;
  cudasem::Stream s(cudaStreamNonBlocking);
  cudasem::DeviceBuffer<unsigned> d(kBodies);
  CUDASEM_ASSERT_OK(cudaMemset(d.data(), 0, d.bytes()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  Graph g = make_graph();
  cudaGraphConditionalHandle handle{};
  CUDASEM_ASSERT_OK(cudaGraphConditionalHandleCreate(&handle, g.get(), 2, cudaGraphCondAssignDefault));
  std::vector<cudaGraph_t> bodies;
  cudaGraphNode_t c = add_conditional_node(g.get(), {}, handle, cudaGraphCondTypeSwitch, kBodies, bodies);
  ASSERT_NE(c, nullptr);
  ASSERT_EQ(bodies.size(), kBodies);
  for (unsigned i = 0; i < kBodies; ++i) add_write_node(bodies[i], {}, d.data() + i, 100 + i);
  GraphExec x = instantiate(g.get());
  CUDASEM_ASSERT_OK(cudaGraphLaunch(x.get(), s));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  std::vector<unsigned> h(kBodies);
  CUDASEM_ASSERT_OK(cudaMemcpy(h.data(), d.data(), d.bytes(), cudaMemcpyDeviceToHost));
  const unsigned expected[kBodies] = {0, 0, 102};
  std::string ran;
  for (unsigned i = 0; i < kBodies; ++i) ran += (h[i] ? "1" : "0");
  cudasem::observe("bodies_run", ran);
  for (unsigned i = 0; i < kBodies; ++i) EXPECT_EQ(h[i], expected[i]) << "body " << i;
}
