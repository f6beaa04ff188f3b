// SPDX-License-Identifier: Apache-2.0
// Characterization: An empty node whose dependency list names the same node twice is called; the
// text names no outcome for it, and the code is recorded.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphAddEmptyNode, DuplicateDependenciesFail,
    {
        .api = {"cuGraphAddEmptyNode"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuGraphAddEmptyNode",
            .quote = "dependencies may not have any duplicate entries."},
        .claim = cudasem::Claim::hedge,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  CUgraphNode first = rig.add_empty();
  CUgraphNode deps[] = {first, first};
  CUgraphNode node = nullptr;

  cudasem::observe(
      "add_empty_node_duplicate_dependencies_result", drv.cuGraphAddEmptyNode(&node, rig.graph(), deps, 2));
}
