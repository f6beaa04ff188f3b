// SPDX-License-Identifier: Apache-2.0
// cudaGraphNodeGetEnabled reports 1 for a node as instantiated, 0 after disabling it, 1 after
// re-enabling it.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphNodeGetEnabled, ReportsState,
    {
        .api = {"cudaGraphNodeGetEnabled"},
        .cite = {.doc = "RT",
            .section = "cudaGraphNodeGetEnabled",
            .quote = "Sets isEnabled to 1 if hNode is enabled, or 0 if hNode is disabled."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::graphs;
  cudasem::DeviceBuffer<unsigned> d(1);
  Graph g = make_graph();
  cudaGraphNode_t k = add_write_node(g.get(), {}, d.data(), 1);
  GraphExec x = instantiate(g.get());
  unsigned initial = 9, disabled = 9, reenabled = 9;
  CUDASEM_ASSERT_OK(cudaGraphNodeGetEnabled(x.get(), k, &initial));
  CUDASEM_ASSERT_OK(cudaGraphNodeSetEnabled(x.get(), k, 0));
  CUDASEM_ASSERT_OK(cudaGraphNodeGetEnabled(x.get(), k, &disabled));
  CUDASEM_ASSERT_OK(cudaGraphNodeSetEnabled(x.get(), k, 1));
  CUDASEM_ASSERT_OK(cudaGraphNodeGetEnabled(x.get(), k, &reenabled));
  CUDASEM_EXPECT_EQ_NAMED("is_enabled.as_instantiated", initial, 1u);
  CUDASEM_EXPECT_EQ_NAMED("is_enabled.after_disable", disabled, 0u);
  CUDASEM_EXPECT_EQ_NAMED("is_enabled.after_reenable", reenabled, 1u);
}
