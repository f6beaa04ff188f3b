// SPDX-License-Identifier: Apache-2.0
// A memset node (kCount 4-byte elements of the rig's ints to 0x1234, height 1):
// cuGraphMemsetNodeGetParams must return that destination, value, element size, width and height.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphMemsetNodeGetParams, ReturnsNodeParameters,
    {
        .api = {"cuGraphMemsetNodeGetParams"},
        .cite = {.doc = "DRV",
            .section = "cuGraphMemsetNodeGetParams",
            .quote = "Returns the parameters of memset node hNode in nodeParams."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  CUgraphNode node = rig.add_memset(0x1234);
  CUDASEM_ASSERT_TRUE_NAMED("memset_node.added", node != nullptr);
  CUDA_MEMSET_NODE_PARAMS got{};

  CUDASEM_ASSERT_CU_OK(drv.cuGraphMemsetNodeGetParams(node, &got));

  CUDASEM_EXPECT_TRUE_NAMED("returned_dst_is_ints", got.dst == rig.ints());
  CUDASEM_EXPECT_EQ_NAMED("returned_value", got.value, 0x1234u);
  CUDASEM_EXPECT_EQ_NAMED("returned_element_size", got.elementSize, 4u);
  CUDASEM_EXPECT_EQ_NAMED("returned_width", got.width, rig.kCount);
  CUDASEM_EXPECT_EQ_NAMED("returned_height", got.height, 1u);
}
