// SPDX-License-Identifier: Apache-2.0
// An allocation node of 2 MiB: cuGraphAddMemAllocNode must return a non-zero dptr, and
// cuGraphMemAllocNodeGetParams the same dptr and size.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphMemAllocNodeGetParams, ReturnsAllocationAddress,
    {
        .api = {"cuGraphAddMemAllocNode", "cuGraphMemAllocNodeGetParams"},
        .cite = {.doc = "DRV",
            .section = "cuGraphAddMemAllocNode",
            .quote =
                "When cuGraphAddMemAllocNode creates an allocation node, it returns the address of the allocation in nodeParams.dptr."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  constexpr std::size_t kBytes = 2u << 20;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  CUDA_MEM_ALLOC_NODE_PARAMS alloc = cudasem::driver_api::alloc_params(kBytes);
  CUgraphNode alloc_node = nullptr;

  CUDASEM_ASSERT_CU_OK(drv.cuGraphAddMemAllocNode(&alloc_node, rig.graph(), nullptr, 0, &alloc));
  CUDA_MEM_ALLOC_NODE_PARAMS got{};
  CUDASEM_ASSERT_CU_OK(drv.cuGraphMemAllocNodeGetParams(alloc_node, &got));

  CUDASEM_EXPECT_TRUE_NAMED("address_returned", alloc.dptr != 0u);
  CUDASEM_EXPECT_TRUE_NAMED("node_reports_same_address", got.dptr == alloc.dptr);
  CUDASEM_EXPECT_TRUE_NAMED("node_reports_same_size", got.bytesize == kBytes);
}
