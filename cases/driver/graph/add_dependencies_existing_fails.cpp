// SPDX-License-Identifier: Apache-2.0
// Adding the dependency a -> b again to a graph that already has it must fail (a documented code,
// recorded).
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphAddDependencies, ExistingDependencyFails,
    {
        .api = {"cuGraphAddDependencies"},
        .cite = {.doc = "DRV",
            .section = "cuGraphAddDependencies",
            .quote = "Specifying an existing dependency will return an error."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  CUgraphNode a = rig.add_empty();
  CUgraphNode b = rig.add_empty({a});
  CUDASEM_ASSERT_TRUE_NAMED("dependent_node.added", b != nullptr);

  CUDASEM_EXPECT_CU_FAILURE(drv.cuGraphAddDependencies(rig.graph(), &a, &b, nullptr, 1));
}
