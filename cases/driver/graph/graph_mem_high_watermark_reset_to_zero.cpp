// SPDX-License-Identifier: Apache-2.0
// A graph allocating and freeing 2 MiB has run (USED_MEM_HIGH then at least 2 MiB); its executable
// graph was destroyed and cuDeviceGraphMemTrim called, so that no graph holds memory.
// CU_GRAPH_MEM_ATTR_USED_MEM_HIGH is reset to zero: read back, it is no more than the memory
// associated with graphs since the reset, which (nothing runs in between) is the
// CU_GRAPH_MEM_ATTR_USED_MEM_CURRENT read just before the reset. An executable graph kept alive
// keeps its memory mapped, so the watermark since the reset would include it.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuDeviceSetGraphMemAttribute, HighWatermarkResetToZero,
    {
        .api = {"cuDeviceSetGraphMemAttribute"},
        .cite = {.doc = "DRV",
            .section = "cuDeviceSetGraphMemAttribute",
            .quote =
                "High watermark of memory, in bytes, associated with graphs since the last time it was reset.  High watermark can only be reset to zero."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  constexpr std::size_t kBytes = 2u << 20;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NO_FATAL_FAILURE(cudasem::driver_api::run_alloc_free_graph(rig, kBytes));
  CUDASEM_ASSERT_CU_OK(drv.cuDeviceGraphMemTrim(cudasem::device0()));
  const cuuint64_t high_before = cudasem::driver_api::graph_mem_attribute(CU_GRAPH_MEM_ATTR_USED_MEM_HIGH);
  const cuuint64_t used_at_reset = cudasem::driver_api::graph_mem_attribute(CU_GRAPH_MEM_ATTR_USED_MEM_CURRENT);
  cuuint64_t zero = 0;

  CUDASEM_ASSERT_CU_OK(drv.cuDeviceSetGraphMemAttribute(cudasem::device0(), CU_GRAPH_MEM_ATTR_USED_MEM_HIGH, &zero));

  const cuuint64_t high_after = cudasem::driver_api::graph_mem_attribute(CU_GRAPH_MEM_ATTR_USED_MEM_HIGH);
  cudasem::measure("used_mem_high_before_reset", static_cast<unsigned long long>(high_before));
  cudasem::observe("used_mem_current_at_reset", static_cast<unsigned long long>(used_at_reset));
  cudasem::observe("used_mem_high_after_reset", static_cast<unsigned long long>(high_after));
  CUDASEM_EXPECT_TRUE_NAMED("watermark_raised_by_allocation", high_before >= cuuint64_t{kBytes})
      << "the graph's allocation did not raise the watermark";
  CUDASEM_EXPECT_TRUE_NAMED("high_after_reset_within_current", high_after <= used_at_reset);
}
