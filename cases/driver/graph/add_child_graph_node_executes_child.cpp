// SPDX-License-Identifier: Apache-2.0
// A child graph holding one add_one kernel node, embedded in the rig's graph: one launch of the
// parent increments every int once.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphAddChildGraphNode, ExecutesChild,
    {
        .api = {"cuGraphAddChildGraphNode"},
        .cite = {.doc = "DRV",
            .section = "cuGraphAddChildGraphNode",
            .quote = "The node executes an embedded child graph."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  cudasem::driver_api::DrvGraph child;
  CUDASEM_ASSERT_CU_OK(drv.cuGraphCreate(child.out(), 0));
  CUDASEM_ASSERT_TRUE_NAMED("child_kernel_node.added", rig.add_add_one({}, child) != nullptr);
  CUgraphNode node = nullptr;

  CUDASEM_ASSERT_CU_OK(drv.cuGraphAddChildGraphNode(&node, rig.graph(), nullptr, 0, child));

  cudasem::driver_api::DrvGraphExec exec;
  ASSERT_NO_FATAL_FAILURE(rig.instantiate(exec));
  ASSERT_NO_FATAL_FAILURE(rig.launch(exec));
  cudasem::driver_api::expect_all("ints_incremented_once", rig.read(), 1);
}
