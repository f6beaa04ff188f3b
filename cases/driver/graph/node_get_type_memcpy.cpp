// SPDX-License-Identifier: Apache-2.0
// cuGraphNodeGetType of a node added as a memcpy node must return CU_GRAPH_NODE_TYPE_MEMCPY.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphNodeGetType, MemcpyNode,
    {
        .api = {"cuGraphNodeGetType"},
        .cite = {.doc = "DRV", .section = "CU_GRAPH_NODE_TYPE_MEMCPY", .quote = "Memcpy node"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  cudasem::driver_api::expect_node_type(
      [&](cudasem::driver_api::GraphRig& rig) { return rig.add_copy(rig.other(), rig.ints()); },
      CU_GRAPH_NODE_TYPE_MEMCPY);
}
