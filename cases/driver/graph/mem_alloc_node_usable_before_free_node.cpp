// SPDX-License-Identifier: Apache-2.0
// A graph: allocation node, memset of the allocation to 0x99, memcpy of it into the rig's ints,
// free node. Two launches must each leave every int at 0x99 (the ints are reset between them).
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphAddMemAllocNode, UsableBeforeFreeNode,
    {
        .api = {"cuGraphAddMemAllocNode", "cuGraphAddMemFreeNode"},
        .cite = {.doc = "DRV",
            .section = "cuGraphAddMemAllocNode",
            .quote =
                "If the allocation is freed in the same graph, by creating a free node using cuGraphAddMemFreeNode, the allocation can be accessed by nodes ordered after the allocation node but before the free node."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  constexpr std::size_t kBytes = 2u << 20;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  cudasem::driver_api::GraphAlloc a;
  ASSERT_NO_FATAL_FAILURE(cudasem::driver_api::add_graph_alloc(rig, a, kBytes, /*with_free=*/false));
  CUgraphNode set = rig.add_memset(0x99, {a.alloc_node}, nullptr, a.alloc.dptr);
  CUgraphNode copy = rig.add_copy(rig.ints(), a.alloc.dptr, {set});
  CUDASEM_ASSERT_TRUE_NAMED("copy_node.added", copy != nullptr);
  CUDASEM_ASSERT_CU_OK(drv.cuGraphAddMemFreeNode(&a.free_node, rig.graph(), &copy, 1, a.alloc.dptr));
  cudasem::driver_api::DrvGraphExec exec;
  ASSERT_NO_FATAL_FAILURE(rig.instantiate(exec));

  ASSERT_NO_FATAL_FAILURE(rig.launch(exec));
  cudasem::driver_api::expect_all("ints_copied_first_launch", rig.read(), 0x99);
  CUDASEM_ASSERT_CU_OK(drv.cuMemsetD32(rig.ints(), 0, rig.kCount));
  CUDASEM_ASSERT_CU_OK(drv.cuCtxSynchronize());  // the NULL-stream memset is done before the non-blocking stream runs
  ASSERT_NO_FATAL_FAILURE(rig.launch(exec));

  cudasem::driver_api::expect_all("ints_copied_second_launch", rig.read(), 0x99);
}
