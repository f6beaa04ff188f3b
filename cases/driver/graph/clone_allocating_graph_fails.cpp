// SPDX-License-Identifier: Apache-2.0
// A graph holding an allocation node cannot be cloned: cuGraphClone must fail (a documented code,
// recorded).
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphClone, AllocatingGraphFails,
    {
        .api = {"cuGraphClone"},
        .cite = {.doc = "DRV",
            .section = "cuGraphClone",
            .quote =
                "Cloning is not supported for graphs which contain memory allocation nodes, memory free nodes, or conditional nodes."},
    }) {
  constexpr std::size_t kBytes = 2u << 20;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  CUDA_MEM_ALLOC_NODE_PARAMS alloc = cudasem::driver_api::alloc_params(kBytes);
  CUgraphNode alloc_node = nullptr;
  CUDASEM_ASSERT_CU_OK(drv.cuGraphAddMemAllocNode(&alloc_node, rig.graph(), nullptr, 0, &alloc));
  cudasem::driver_api::DrvGraph clone;

  CUDASEM_EXPECT_CU_FAILURE(drv.cuGraphClone(clone.out(), rig.graph()));
}
