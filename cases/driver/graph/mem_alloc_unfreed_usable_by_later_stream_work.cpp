// SPDX-License-Identifier: Apache-2.0
// A graph: allocation node, then a memset of the allocation to 0x98 (no free node). After its
// launch, a cuMemcpyDtoDAsync in the same stream copies the allocation into the rig's ints: every
// int must be 0x98. The allocation is then freed with cuMemFreeAsync.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphAddMemAllocNode, UnfreedUsableByLaterStreamWork,
    {
        .api = {"cuGraphAddMemAllocNode"},
        .cite = {.doc = "DRV",
            .section = "cuGraphAddMemAllocNode",
            .quote =
                "If the allocation is not freed in the same graph, then it can be accessed not only by nodes in the graph which are ordered after the allocation node, but also by stream operations ordered after the graph's execution but before the allocation is freed."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  constexpr std::size_t kBytes = 2u << 20;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  cudasem::driver_api::GraphAlloc a;
  ASSERT_NO_FATAL_FAILURE(cudasem::driver_api::add_graph_alloc(rig, a, kBytes, /*with_free=*/false));
  CUDASEM_ASSERT_TRUE_NAMED(
      "memset_node.added", rig.add_memset(0x98, {a.alloc_node}, nullptr, a.alloc.dptr) != nullptr);
  cudasem::driver_api::DrvGraphExec exec;
  ASSERT_NO_FATAL_FAILURE(rig.instantiate(exec));

  CUDASEM_ASSERT_CU_OK(drv.cuGraphLaunch(exec, rig.stream()));
  CUDASEM_EXPECT_CU_OK(drv.cuMemcpyDtoDAsync(rig.ints(), a.alloc.dptr, rig.kCount * sizeof(int), rig.stream()));
  CUDASEM_EXPECT_CU_OK(drv.cuMemFreeAsync(a.alloc.dptr, rig.stream()));
  CUDASEM_ASSERT_CU_OK(drv.cuStreamSynchronize(rig.stream()));

  cudasem::driver_api::expect_all("ints_copied_after_graph", rig.read(), 0x98);
}
