// SPDX-License-Identifier: Apache-2.0
// A graph of one add_one node is cloned, then a second add_one node is added to the original: the
// clone must still hold one node, and its launch increments every int once.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphClone, UnaffectedByLaterChanges,
    {
        .api = {"cuGraphClone"},
        .cite = {.doc = "DRV",
            .section = "cuGraphClone",
            .quote = "The original graph may be modified after this call without affecting the clone."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  CUgraphNode first = rig.add_add_one();
  CUDASEM_ASSERT_TRUE_NAMED("first_kernel_node.added", first != nullptr);
  cudasem::driver_api::DrvGraph clone;

  CUDASEM_ASSERT_CU_OK(drv.cuGraphClone(clone.out(), rig.graph()));
  CUDASEM_ASSERT_TRUE_NAMED("second_kernel_node.added", rig.add_add_one({first}) != nullptr);

  const std::size_t nodes = cudasem::driver_api::graph_nodes(clone).size();
  CUDASEM_EXPECT_EQ_NAMED("clone_node_count", nodes, 1u);
  cudasem::driver_api::DrvGraphExec exec;
  ASSERT_NO_FATAL_FAILURE(rig.instantiate(exec, clone));
  ASSERT_NO_FATAL_FAILURE(rig.launch(exec));
  cudasem::driver_api::expect_all("ints_incremented_once", rig.read(), 1);
}
