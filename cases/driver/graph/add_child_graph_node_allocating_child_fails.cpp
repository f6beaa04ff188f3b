// SPDX-License-Identifier: Apache-2.0
// A child graph holding an allocation node cannot be embedded: cuGraphAddChildGraphNode must fail
// (a documented code, recorded).
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphAddChildGraphNode, AllocatingChildFails,
    {
        .api = {"cuGraphAddChildGraphNode"},
        .cite = {.doc = "DRV",
            .section = "cuGraphAddChildGraphNode",
            .quote =
                "If childGraph contains allocation nodes, free nodes, or conditional nodes, this call will return an error."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  constexpr std::size_t kBytes = 2u << 20;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  cudasem::driver_api::DrvGraph child;
  CUDASEM_ASSERT_CU_OK(drv.cuGraphCreate(child.out(), 0));
  CUDA_MEM_ALLOC_NODE_PARAMS alloc = cudasem::driver_api::alloc_params(kBytes);
  CUgraphNode alloc_node = nullptr;
  CUDASEM_ASSERT_CU_OK(drv.cuGraphAddMemAllocNode(&alloc_node, child, nullptr, 0, &alloc));
  CUgraphNode node = nullptr;

  CUDASEM_EXPECT_CU_FAILURE(drv.cuGraphAddChildGraphNode(&node, rig.graph(), nullptr, 0, child));
}
