// SPDX-License-Identifier: Apache-2.0
// A graph of one allocation node (no free node) instantiated without flags is launched and
// synchronized; a second launch, with the allocation still unfreed, must return
// CUDA_ERROR_INVALID_VALUE. The allocation is then freed with cuMemFree.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphLaunch, UnfreedAllocationFails,
    {
        .api = {"cuGraphLaunch"},
        .cite = {.doc = "DRV",
            .section = "cuGraphLaunch",
            .quote =
                "If any allocations created by hGraphExec remain unfreed (from a previous launch) and hGraphExec was not instantiated with CUDA_GRAPH_INSTANTIATE_FLAG_AUTO_FREE_ON_LAUNCH, the launch will fail with CUDA_ERROR_INVALID_VALUE."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  constexpr std::size_t kBytes = 2u << 20;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  cudasem::driver_api::GraphAlloc a;
  ASSERT_NO_FATAL_FAILURE(cudasem::driver_api::add_graph_alloc(rig, a, kBytes, /*with_free=*/false));
  cudasem::driver_api::DrvGraphExec exec;
  ASSERT_NO_FATAL_FAILURE(rig.instantiate(exec));
  ASSERT_NO_FATAL_FAILURE(rig.launch(exec));

  CUDASEM_EXPECT_CU_ERROR(drv.cuGraphLaunch(exec, rig.stream()), CUDA_ERROR_INVALID_VALUE);

  CUDASEM_EXPECT_CU_OK(drv.cuStreamSynchronize(rig.stream()));
  CUDASEM_EXPECT_CU_OK(drv.cuMemFree(a.alloc.dptr));
}
