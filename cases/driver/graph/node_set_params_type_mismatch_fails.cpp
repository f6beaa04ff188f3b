// SPDX-License-Identifier: Apache-2.0
// A memset node given zeroed CUgraphNodeParams of type CU_GRAPH_NODE_TYPE_HOST (a valid host
// function) must be refused (a documented code, recorded).
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphNodeSetParams, TypeMismatchFails,
    {
        .api = {"cuGraphNodeSetParams"},
        .cite = {.doc = "DRV",
            .section = "cuGraphNodeSetParams",
            .quote = "The node type specified by nodeParams->type must match the type of hNode."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  CUgraphNode node = rig.add_memset(1);
  ASSERT_NE(node, nullptr);
  std::atomic<int> calls{0};
  CUgraphNodeParams params{};
  std::memset(&params, 0, sizeof params);
  params.type = CU_GRAPH_NODE_TYPE_HOST;
  params.host.fn = cudasem::driver_api::count_host_call;
  params.host.userData = &calls;

  CUDASEM_EXPECT_CU_FAILURE(drv.cuGraphNodeSetParams(node, &params));
}
