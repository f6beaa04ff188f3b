// SPDX-License-Identifier: Apache-2.0
// cuGraphNodeGetType of a node added as a kernel node must return CU_GRAPH_NODE_TYPE_KERNEL.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphNodeGetType, KernelNode,
    {
        .api = {"cuGraphNodeGetType"},
        .cite = {.doc = "DRV", .section = "CU_GRAPH_NODE_TYPE_KERNEL", .quote = "GPU kernel node"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  cudasem::driver_api::expect_node_type(
      [&](cudasem::driver_api::GraphRig& rig) { return rig.add_add_one(); }, CU_GRAPH_NODE_TYPE_KERNEL);
}
