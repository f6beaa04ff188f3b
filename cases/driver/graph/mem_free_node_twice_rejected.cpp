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
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  constexpr std::size_t kBytes = 2u << 20;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  cudasem::driver_api::GraphAlloc a;
  ASSERT_NO_FATAL_FAILURE(cudasem::driver_api::add_graph_alloc(rig, a, kBytes, /*with_free=*/true));
  CUgraphNode second = nullptr;

  CUDASEM_EXPECT_CU_ERROR(
      drv.cuGraphAddMemFreeNode(&second, rig.graph(), &a.free_node, 1, a.alloc.dptr), CUDA_ERROR_INVALID_VALUE);
}
