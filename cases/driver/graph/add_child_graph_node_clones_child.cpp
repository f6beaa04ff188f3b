// SPDX-License-Identifier: Apache-2.0
// A second add_one node is added to the child graph after it was embedded: the parent's launch
// must run the child as it was (one add_one), so every int is 1, not 2.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphAddChildGraphNode, ClonesChild,
    {
        .api = {"cuGraphAddChildGraphNode"},
        .cite = {.doc = "DRV",
            .section = "cuGraphAddChildGraphNode",
            .quote = "The child graph is cloned in this call."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  cudasem::driver_api::DrvGraph child;
  CUDASEM_ASSERT_CU_OK(drv.cuGraphCreate(child.out(), 0));
  CUgraphNode first = rig.add_add_one({}, child);
  CUDASEM_ASSERT_TRUE_NAMED("first_child_node.added", first != nullptr);
  CUgraphNode node = nullptr;

  CUDASEM_ASSERT_CU_OK(drv.cuGraphAddChildGraphNode(&node, rig.graph(), nullptr, 0, child));
  CUDASEM_ASSERT_TRUE_NAMED("second_child_node.added", rig.add_add_one({first}, child) != nullptr);

  cudasem::driver_api::DrvGraphExec exec;
  ASSERT_NO_FATAL_FAILURE(rig.instantiate(exec));
  ASSERT_NO_FATAL_FAILURE(rig.launch(exec));
  cudasem::driver_api::expect_all("ints_incremented_once", rig.read(), 1);
}
