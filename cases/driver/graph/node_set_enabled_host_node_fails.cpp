// SPDX-License-Identifier: Apache-2.0
// Characterization: cuGraphNodeSetEnabled on the host node of an executable graph (not a kernel,
// memset or memcpy node) is called; the text names no outcome for it, and the code is recorded.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphNodeSetEnabled, HostNodeFails,
    {
        .api = {"cuGraphNodeSetEnabled"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuGraphNodeSetEnabled",
            .quote = "Currently only kernel, memset and memcpy nodes are supported."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  static std::atomic<int> calls{0};
  CUgraphNode node = rig.add_host(&calls);
  CUDASEM_ASSERT_TRUE_NAMED("host_node.added", node != nullptr);
  cudasem::driver_api::DrvGraphExec exec;
  ASSERT_NO_FATAL_FAILURE(rig.instantiate(exec));

  cudasem::observe("node_set_enabled_host_node_result", drv.cuGraphNodeSetEnabled(exec, node, 0));
}
