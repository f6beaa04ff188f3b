// SPDX-License-Identifier: Apache-2.0
// A graph allocating and freeing 2 MiB has run and its executable graph was destroyed (nothing
// executing or scheduled); after cuDeviceGraphMemTrim, CU_GRAPH_MEM_ATTR_RESERVED_MEM_CURRENT must
// be 0.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuDeviceGraphMemTrim, ReleasesUnusedReserve,
    {
        .api = {"cuDeviceGraphMemTrim"},
        .cite = {.doc = "DRV",
            .section = "cuDeviceGraphMemTrim",
            .quote =
                "Blocks which are not in use by a graph that is either currently executing or scheduled to execute are freed back to the operating system."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
        .exclusive = true,
    }) {
  constexpr std::size_t kBytes = 2u << 20;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NO_FATAL_FAILURE(cudasem::driver_api::run_alloc_free_graph(rig, kBytes));
  const cuuint64_t reserved_before = cudasem::driver_api::graph_mem_attribute(CU_GRAPH_MEM_ATTR_RESERVED_MEM_CURRENT);

  CUDASEM_ASSERT_CU_OK(drv.cuDeviceGraphMemTrim(cudasem::device0()));

  const cuuint64_t reserved_after = cudasem::driver_api::graph_mem_attribute(CU_GRAPH_MEM_ATTR_RESERVED_MEM_CURRENT);
  cudasem::measure("reserved_mem_before_trim", static_cast<unsigned long long>(reserved_before));
  CUDASEM_EXPECT_EQ_NAMED("reserved_mem_after_trim", reserved_after, 0u);
}
