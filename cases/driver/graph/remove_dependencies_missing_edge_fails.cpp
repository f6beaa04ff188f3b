// SPDX-License-Identifier: Apache-2.0
// Removing the edge a -> b from a graph where a and b are unconnected roots must fail (a
// documented code, recorded).
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphRemoveDependencies, MissingEdgeFails,
    {
        .api = {"cuGraphRemoveDependencies"},
        .cite = {.doc = "DRV",
            .section = "cuGraphRemoveDependencies",
            .quote =
                "Specifying an edge that does not exist in the graph, with data matching edgeData, results in an error."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  CUgraphNode a = rig.add_empty();
  CUgraphNode b = rig.add_empty();
  CUDASEM_ASSERT_TRUE_NAMED("second_node.added", b != nullptr);

  CUDASEM_EXPECT_CU_FAILURE(drv.cuGraphRemoveDependencies(rig.graph(), &a, &b, nullptr, 1));
}
