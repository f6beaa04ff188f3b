// SPDX-License-Identifier: Apache-2.0
// A second add_one node is added to the graph returned for a child graph node (holding one
// add_one): the parent's launch must run both, so every int is 2.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphChildGraphNodeGetGraph, ChangesReflectedInNode,
    {
        .api = {"cuGraphChildGraphNodeGetGraph"},
        .cite = {.doc = "DRV",
            .section = "cuGraphChildGraphNodeGetGraph",
            .quote =
                "This call does not clone the graph. Changes to the graph will be reflected in the node, and the node retains ownership of the graph."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  cudasem::driver_api::DrvGraph child;
  CUDASEM_ASSERT_CU_OK(drv.cuGraphCreate(child.out(), 0));
  CUgraphNode first = rig.add_add_one({}, child);
  CUDASEM_ASSERT_TRUE_NAMED("child_kernel_node.added", first != nullptr);
  CUgraphNode node = nullptr;
  CUDASEM_ASSERT_CU_OK(drv.cuGraphAddChildGraphNode(&node, rig.graph(), nullptr, 0, child));
  CUgraph embedded = nullptr;

  CUDASEM_ASSERT_CU_OK(drv.cuGraphChildGraphNodeGetGraph(node, &embedded));
  CUDASEM_ASSERT_TRUE_NAMED("embedded_graph.returned", embedded != nullptr);
  std::vector<CUgraphNode> inner = cudasem::driver_api::graph_nodes(embedded);
  CUDASEM_ASSERT_EQ_NAMED("embedded_node_count", inner.size(), 1u);
  CUDASEM_ASSERT_TRUE_NAMED("embedded_kernel_node.added", rig.add_add_one({inner[0]}, embedded) != nullptr);

  cudasem::driver_api::DrvGraphExec exec;
  ASSERT_NO_FATAL_FAILURE(rig.instantiate(exec));
  ASSERT_NO_FATAL_FAILURE(rig.launch(exec));
  cudasem::driver_api::expect_all("ints_incremented_twice", rig.read(), 2);
}
