// SPDX-License-Identifier: Apache-2.0
// cudaGraphNodeGetType reports the type of each kind of node added: kernel, memcpy, memset, host,
// child graph, empty, event record, event wait.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphNodeGetType, ReportsEachType,
    {
        .api = {"cudaGraphNodeGetType"},
        .cite = {.doc = "RT", .section = "cudaGraphNodeGetType", .quote = "Returns the node type of node in pType."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::graphs;
  cudasem::DeviceBuffer<unsigned> d(64);
  cudasem::Event ev(cudaEventDisableTiming);
  Graph g = make_graph(), child = make_graph();
  add_empty_node(child.get());
  cudaGraphNode_t k = add_write_node(g.get(), {}, d.data(), 1);
  cudaGraphNode_t c = nullptr, m = nullptr, h = nullptr, ch = nullptr, r = nullptr, w = nullptr;
  CUDASEM_ASSERT_OK(
      cudaGraphAddMemcpyNode1D(&c, g.get(), nullptr, 0, d.data() + 8, d.data(), 16, cudaMemcpyDeviceToDevice));
  cudaMemsetParams mp{};
  mp.dst = d.data();
  mp.elementSize = 4;
  mp.width = 4;
  mp.height = 1;
  CUDASEM_ASSERT_OK(cudaGraphAddMemsetNode(&m, g.get(), nullptr, 0, &mp));
  cudaHostNodeParams hp{&noop_host, nullptr};
  CUDASEM_ASSERT_OK(cudaGraphAddHostNode(&h, g.get(), nullptr, 0, &hp));
  CUDASEM_ASSERT_OK(cudaGraphAddChildGraphNode(&ch, g.get(), nullptr, 0, child.get()));
  cudaGraphNode_t e = add_empty_node(g.get());
  CUDASEM_ASSERT_OK(cudaGraphAddEventRecordNode(&r, g.get(), nullptr, 0, ev));
  CUDASEM_ASSERT_OK(cudaGraphAddEventWaitNode(&w, g.get(), nullptr, 0, ev));
  struct Expected {
    const char* name;  // the verdict observation: the type reported for that node
    cudaGraphNode_t node;
    cudaGraphNodeType type;
  };
  const Expected expected[] = {{"kernel_node.type", k, cudaGraphNodeTypeKernel},
      {"memcpy_node.type", c, cudaGraphNodeTypeMemcpy}, {"memset_node.type", m, cudaGraphNodeTypeMemset},
      {"host_node.type", h, cudaGraphNodeTypeHost}, {"child_graph_node.type", ch, cudaGraphNodeTypeGraph},
      {"empty_node.type", e, cudaGraphNodeTypeEmpty}, {"event_record_node.type", r, cudaGraphNodeTypeEventRecord},
      {"event_wait_node.type", w, cudaGraphNodeTypeWaitEvent}};
  for (const Expected& want : expected) {
    cudaGraphNodeType t = cudaGraphNodeTypeCount;
    CUDASEM_EXPECT_OK(cudaGraphNodeGetType(want.node, &t));
    CUDASEM_EXPECT_EQ_NAMED(want.name, t, want.type);
  }
}
