// SPDX-License-Identifier: Apache-2.0
// cudaGraphExecUpdate where the node at the same place is a memset instead of a kernel: result
// cudaGraphExecUpdateErrorNodeTypeChanged and errorNode is the node of the new graph.
#include "cudasem/cudasem.h"
#include "../graphs.h"

CUDASEM_CASE(CudaGraphExecUpdate, NodeTypeChanged,
    {
        .api = {"cudaGraphExecUpdate"},
        .cite = {.doc = "RT",
            .section = "cudaGraphExecUpdate",
            .quote =
                "cudaGraphExecUpdateErrorNodeTypeChanged if the type of a node changed, in which case hErrorNode_out is set to the node from hGraph."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  using namespace cudasem::graphs;
  cudasem::DeviceBuffer<unsigned> d(4);
  Graph g1 = make_graph(), g2 = make_graph();
  add_write_node(g1.get(), {}, d.data(), 1);
  cudaMemsetParams mp{};
  mp.dst = d.data();
  mp.elementSize = 4;
  mp.width = 4;
  mp.height = 1;
  cudaGraphNode_t m = nullptr;
  CUDASEM_ASSERT_OK(cudaGraphAddMemsetNode(&m, g2.get(), nullptr, 0, &mp));
  GraphExec x = instantiate(g1.get());
  cudaGraphExecUpdateResultInfo info{};
  cudaError_t r = cudaGraphExecUpdate(x.get(), g2.get(), &info);
  CUDASEM_EXPECT_ERROR_OF(cudaGraphExecUpdate, r, cudaErrorGraphExecUpdateFailure);
  CUDASEM_EXPECT_EQ_NAMED("update_result", info.result, cudaGraphExecUpdateErrorNodeTypeChanged);
  CUDASEM_EXPECT_TRUE_NAMED("error_node_is_new_node", info.errorNode == m);
}
