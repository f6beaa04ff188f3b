// SPDX-License-Identifier: Apache-2.0
// After a graph of one 2 MiB allocation node (no free node) has run,
// CU_GRAPH_MEM_ATTR_USED_MEM_CURRENT of device 0 must be at least 2 MiB; the allocation is then
// freed with cuMemFree.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuDeviceGetGraphMemAttribute, UsedCurrentCountsLiveAllocation,
    {
        .api = {"cuDeviceGetGraphMemAttribute"},
        .cite = {.doc = "DRV",
            .section = "cuDeviceGetGraphMemAttribute",
            .quote =
                "CU_GRAPH_MEM_ATTR_USED_MEM_CURRENT: Amount of memory, in bytes, currently associated with graphs"},
        .claim = cudasem::Claim::promise,
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
  cuuint64_t used = 0;

  CUDASEM_EXPECT_CU_OK(drv.cuDeviceGetGraphMemAttribute(cudasem::device0(), CU_GRAPH_MEM_ATTR_USED_MEM_CURRENT, &used));

  cudasem::measure("used_mem_current_bytes", static_cast<unsigned long long>(used));
  CUDASEM_EXPECT_TRUE_NAMED("used_covers_allocation", used >= kBytes);
  CUDASEM_EXPECT_CU_OK(drv.cuMemFree(a.alloc.dptr));
}
