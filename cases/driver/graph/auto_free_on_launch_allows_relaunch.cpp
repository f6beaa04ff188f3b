// SPDX-License-Identifier: Apache-2.0
// A graph of one allocation node (no free node) instantiated with
// CUDA_GRAPH_INSTANTIATE_FLAG_AUTO_FREE_ON_LAUNCH is launched twice: the second launch, with the
// first launch's allocation unfreed, must succeed. The allocation is then freed with cuMemFree.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphInstantiate, AutoFreeOnLaunchAllowsRelaunch,
    {
        .api = {"cuGraphInstantiate", "cuGraphLaunch"},
        .cite = {.doc = "DRV",
            .section = "cuGraphInstantiate",
            .quote =
                "CUDA_GRAPH_INSTANTIATE_FLAG_AUTO_FREE_ON_LAUNCH, which configures a graph containing memory allocation nodes to automatically free any unfreed memory allocations before the graph is relaunched."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  constexpr std::size_t kBytes = 2u << 20;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  cudasem::driver_api::GraphAlloc a;
  ASSERT_NO_FATAL_FAILURE(cudasem::driver_api::add_graph_alloc(rig, a, kBytes, /*with_free=*/false));
  cudasem::driver_api::DrvGraphExec exec;
  ASSERT_NO_FATAL_FAILURE(rig.instantiate(exec, nullptr, CUDA_GRAPH_INSTANTIATE_FLAG_AUTO_FREE_ON_LAUNCH));
  ASSERT_NO_FATAL_FAILURE(rig.launch(exec));

  CUDASEM_EXPECT_CU_ERROR(drv.cuGraphLaunch(exec, rig.stream()), CUDA_SUCCESS);  // recorded: the relaunch is the proof

  CUDASEM_EXPECT_CU_OK(drv.cuStreamSynchronize(rig.stream()));
  CUDASEM_EXPECT_CU_OK(drv.cuMemFree(a.alloc.dptr));
}
