// SPDX-License-Identifier: Apache-2.0
// An allocation node added to the graph embedded in a child graph node
// (cuGraphChildGraphNodeGetGraph) must be refused (a documented code, recorded).
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphChildGraphNodeGetGraph, AllocNodeRejected,
    {
        .api = {"cuGraphChildGraphNodeGetGraph", "cuGraphAddMemAllocNode"},
        .cite = {.doc = "DRV",
            .section = "cuGraphChildGraphNodeGetGraph",
            .quote =
                "Allocation and free nodes cannot be added to the returned graph. Attempting to do so will return an error."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  constexpr std::size_t kBytes = 2u << 20;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  cudasem::driver_api::DrvGraph child;
  CUDASEM_ASSERT_CU_OK(drv.cuGraphCreate(child.out(), 0));
  CUDASEM_ASSERT_TRUE_NAMED("child_empty_node.added", rig.add_empty({}, child) != nullptr);
  CUgraphNode node = nullptr;
  CUDASEM_ASSERT_CU_OK(drv.cuGraphAddChildGraphNode(&node, rig.graph(), nullptr, 0, child));
  CUgraph embedded = nullptr;
  CUDASEM_ASSERT_CU_OK(drv.cuGraphChildGraphNodeGetGraph(node, &embedded));
  CUDASEM_ASSERT_TRUE_NAMED("embedded_graph.returned", embedded != nullptr);
  CUDA_MEM_ALLOC_NODE_PARAMS alloc = cudasem::driver_api::alloc_params(kBytes);
  CUgraphNode alloc_node = nullptr;

  CUDASEM_EXPECT_CU_FAILURE(drv.cuGraphAddMemAllocNode(&alloc_node, embedded, nullptr, 0, &alloc));
}
