// SPDX-License-Identifier: Apache-2.0
// An empty node of a graph that also holds an allocation node cannot be destroyed:
// cuGraphDestroyNode must fail (a documented code, recorded).
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphDestroyNode, AllocatingGraphNodeFails,
    {
        .api = {"cuGraphDestroyNode"},
        .cite = {.doc = "DRV",
            .section = "cuGraphDestroyNode",
            .quote =
                "Nodes which belong to a graph which contains allocation or free nodes cannot be destroyed. Any attempt to do so will return an error."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  constexpr std::size_t kBytes = 2u << 20;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  cudasem::driver_api::GraphAlloc a;
  ASSERT_NO_FATAL_FAILURE(cudasem::driver_api::add_graph_alloc(rig, a, kBytes, /*with_free=*/false));
  CUgraphNode empty = rig.add_empty({a.alloc_node});
  CUDASEM_ASSERT_TRUE_NAMED("empty_node.added", empty != nullptr);

  CUDASEM_EXPECT_CU_FAILURE(drv.cuGraphDestroyNode(empty));
}
