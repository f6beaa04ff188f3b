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
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  constexpr std::size_t kBytes = 2u << 20;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  cudasem::driver_api::GraphAlloc a;
  ASSERT_NO_FATAL_FAILURE(cudasem::driver_api::add_graph_alloc(rig, a, kBytes, /*with_free=*/false));

  CUDASEM_ASSERT_CU_OK(drv.cuGraphAddMemFreeNode(&a.free_node, rig.graph(), &a.alloc_node, 1, a.alloc.dptr));
  CUdeviceptr got = 0;
  CUDASEM_ASSERT_CU_OK(drv.cuGraphMemFreeNodeGetParams(a.free_node, &got));

  CUDASEM_EXPECT_TRUE_NAMED("node_reports_allocation_address", got == a.alloc.dptr);
}
