// SPDX-License-Identifier: Apache-2.0
// cuGraphNodeGetType of a node added as a empty node must return CU_GRAPH_NODE_TYPE_EMPTY.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphNodeGetType, EmptyNode,
    {
        .api = {"cuGraphNodeGetType"},
        .cite = {.doc = "DRV", .section = "CU_GRAPH_NODE_TYPE_EMPTY", .quote = "Empty (no-op) node"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  cudasem::driver_api::expect_node_type(
      [&](cudasem::driver_api::GraphRig& rig) { return rig.add_empty(); }, CU_GRAPH_NODE_TYPE_EMPTY);
}
