// SPDX-License-Identifier: Apache-2.0
// A graph allocating and freeing 2 MiB has run (USED_MEM_HIGH then at least 2 MiB, no graph memory
// in use); CU_GRAPH_MEM_ATTR_USED_MEM_HIGH is set to 0: reading it back must give 0.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuDeviceSetGraphMemAttribute, HighWatermarkResetToZero,
    {
        .api = {"cuDeviceSetGraphMemAttribute"},
        .cite = {.doc = "DRV",
            .section = "cuDeviceSetGraphMemAttribute",
            .quote = "High watermark can only be reset to zero."},
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
  cudasem::driver_api::DrvGraphExec exec;
  ASSERT_NO_FATAL_FAILURE(rig.instantiate(exec));
  ASSERT_NO_FATAL_FAILURE(rig.launch(exec));
  const cuuint64_t high_before = cudasem::driver_api::graph_mem_attribute(CU_GRAPH_MEM_ATTR_USED_MEM_HIGH);
  cuuint64_t zero = 0;

  CUDASEM_ASSERT_CU_OK(drv.cuDeviceSetGraphMemAttribute(cudasem::device0(), CU_GRAPH_MEM_ATTR_USED_MEM_HIGH, &zero));

  const cuuint64_t high_after = cudasem::driver_api::graph_mem_attribute(CU_GRAPH_MEM_ATTR_USED_MEM_HIGH);
  cudasem::measure("used_mem_high_before_reset", static_cast<unsigned long long>(high_before));
  cudasem::observe("used_mem_high_after_reset", static_cast<unsigned long long>(high_after));
  EXPECT_EQ(high_after, 0u);
}
