// SPDX-License-Identifier: Apache-2.0
// cuGraphNodeGetType of a node added as a host node must return CU_GRAPH_NODE_TYPE_HOST.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphNodeGetType, HostNode,
    {
        .api = {"cuGraphNodeGetType"},
        .cite = {.doc = "DRV", .section = "CU_GRAPH_NODE_TYPE_HOST", .quote = "Host (executable) node"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  static std::atomic<int> calls{0};
  cudasem::driver_api::expect_node_type(
      [&](cudasem::driver_api::GraphRig& rig) { return rig.add_host(&calls); }, CU_GRAPH_NODE_TYPE_HOST);
}
