// SPDX-License-Identifier: Apache-2.0
// An empty node whose dependency list names the same node twice must be refused (a documented
// code, recorded).
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphAddEmptyNode, DuplicateDependenciesFail,
    {
        .api = {"cuGraphAddEmptyNode"},
        .cite = {.doc = "DRV",
            .section = "cuGraphAddEmptyNode",
            .quote = "dependencies may not have any duplicate entries."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  CUgraphNode first = rig.add_empty();
  CUgraphNode deps[] = {first, first};
  CUgraphNode node = nullptr;

  CUDASEM_EXPECT_CU_FAILURE(drv.cuGraphAddEmptyNode(&node, rig.graph(), deps, 2));
}
