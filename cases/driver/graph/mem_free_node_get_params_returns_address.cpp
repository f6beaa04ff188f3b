// SPDX-License-Identifier: Apache-2.0
// A free node of the allocation made by an allocation node of the same graph:
// cuGraphMemFreeNodeGetParams must return that allocation's address.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphMemFreeNodeGetParams, ReturnsFreedAddress,
    {
        .api = {"cuGraphAddMemFreeNode", "cuGraphMemFreeNodeGetParams"},
        .cite = {.doc = "DRV",
            .section = "cuGraphMemFreeNodeGetParams",
            .quote = "Returns the address of a memory free node hNode in dptr_out."},
    }) {
  constexpr std::size_t kBytes = 2u << 20;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  CUDA_MEM_ALLOC_NODE_PARAMS alloc = cudasem::driver_api::alloc_params(kBytes);
  CUgraphNode alloc_node = nullptr;
  CUDASEM_ASSERT_CU_OK(drv.cuGraphAddMemAllocNode(&alloc_node, rig.graph(), nullptr, 0, &alloc));
  CUgraphNode free_node = nullptr;

  CUDASEM_ASSERT_CU_OK(drv.cuGraphAddMemFreeNode(&free_node, rig.graph(), &alloc_node, 1, alloc.dptr));
  CUdeviceptr got = 0;
  CUDASEM_ASSERT_CU_OK(drv.cuGraphMemFreeNodeGetParams(free_node, &got));

  cudasem::observe("node_reports_allocation_address", got == alloc.dptr);
  EXPECT_EQ(got, alloc.dptr);
}
