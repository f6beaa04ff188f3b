// SPDX-License-Identifier: Apache-2.0
// A second free node of an allocation the graph already frees must be refused with
// CUDA_ERROR_INVALID_VALUE.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphAddMemFreeNode, FreeTwiceRejected,
    {
        .api = {"cuGraphAddMemFreeNode"},
        .cite = {.doc = "DRV",
            .section = "cuGraphAddMemFreeNode",
            .quote =
                "cuGraphAddMemFreeNode will return CUDA_ERROR_INVALID_VALUE if the user attempts to free: - an allocation twice in the same graph."},
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
  CUgraphNode second = nullptr;

  CUDASEM_EXPECT_CU_ERROR(
      drv.cuGraphAddMemFreeNode(&second, rig.graph(), &free_node, 1, alloc.dptr), CUDA_ERROR_INVALID_VALUE);
}
