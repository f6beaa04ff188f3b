// SPDX-License-Identifier: Apache-2.0
// Characterization: A memset node given zeroed CUgraphNodeParams of type CU_GRAPH_NODE_TYPE_HOST (a
// valid host function) is called; the text names no outcome for it, and the code is recorded.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphNodeSetParams, TypeMismatchFails,
    {
        .api = {"cuGraphNodeSetParams"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuGraphNodeSetParams",
            .quote = "The node type specified by nodeParams->type must match the type of hNode."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  CUgraphNode node = rig.add_memset(1);
  CUDASEM_ASSERT_TRUE_NAMED("memset_node.added", node != nullptr);
  std::atomic<int> calls{0};
  CUgraphNodeParams params{};
  std::memset(&params, 0, sizeof params);
  params.type = CU_GRAPH_NODE_TYPE_HOST;
  params.host.fn = cudasem::driver_api::count_host_call;
  params.host.userData = &calls;

  cudasem::observe("node_set_params_type_mismatch_result", drv.cuGraphNodeSetParams(node, &params));
}
