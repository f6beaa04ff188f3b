// SPDX-License-Identifier: Apache-2.0
// A graph of one allocation node (never launched) instantiated with
// CUDA_GRAPH_INSTANTIATE_FLAG_AUTO_FREE_ON_LAUNCH, the flag that applies to it: cuGraphExecGetFlags
// must return exactly that flag.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphExecGetFlags, ReturnsInstantiateFlags,
    {
        .api = {"cuGraphExecGetFlags"},
        .cite = {.doc = "DRV",
            .section = "cuGraphExecGetFlags",
            .quote = "Returns the flags that were passed to instantiation for the given executable graph."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  CUDA_MEM_ALLOC_NODE_PARAMS alloc = cudasem::driver_api::alloc_params(2u << 20);
  CUgraphNode alloc_node = nullptr;
  CUDASEM_ASSERT_CU_OK(drv.cuGraphAddMemAllocNode(&alloc_node, rig.graph(), nullptr, 0, &alloc));
  cudasem::driver_api::DrvGraphExec exec;
  ASSERT_NO_FATAL_FAILURE(rig.instantiate(exec, nullptr, CUDA_GRAPH_INSTANTIATE_FLAG_AUTO_FREE_ON_LAUNCH));
  cuuint64_t flags = 0;

  CUDASEM_ASSERT_CU_OK(drv.cuGraphExecGetFlags(exec, &flags));

  CUDASEM_EXPECT_EQ_NAMED(
      "exec_flags", flags, static_cast<cuuint64_t>(CUDA_GRAPH_INSTANTIATE_FLAG_AUTO_FREE_ON_LAUNCH));
}
