// SPDX-License-Identifier: Apache-2.0
// A device-to-device memcpy node of kCount ints: cuGraphMemcpyNodeGetParams must return its memory
// types, source, destination and extent.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphMemcpyNodeGetParams, ReturnsNodeParameters,
    {
        .api = {"cuGraphMemcpyNodeGetParams"},
        .cite = {.doc = "DRV",
            .section = "cuGraphMemcpyNodeGetParams",
            .quote = "Returns the parameters of memcpy node hNode in nodeParams."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  CUgraphNode node = rig.add_copy(rig.other(), rig.ints());
  CUDASEM_ASSERT_TRUE_NAMED("memcpy_node.added", node != nullptr);
  CUDA_MEMCPY3D got{};

  CUDASEM_ASSERT_CU_OK(drv.cuGraphMemcpyNodeGetParams(node, &got));

  CUDASEM_EXPECT_EQ_NAMED("returned_src_memory_type", got.srcMemoryType, CU_MEMORYTYPE_DEVICE);
  CUDASEM_EXPECT_EQ_NAMED("returned_dst_memory_type", got.dstMemoryType, CU_MEMORYTYPE_DEVICE);
  CUDASEM_EXPECT_TRUE_NAMED("returned_src_is_source", got.srcDevice == rig.ints());
  CUDASEM_EXPECT_TRUE_NAMED("returned_dst_is_destination", got.dstDevice == rig.other());
  CUDASEM_EXPECT_EQ_NAMED("returned_width_bytes", got.WidthInBytes, rig.kCount * sizeof(int));
  CUDASEM_EXPECT_EQ_NAMED("returned_height", got.Height, 1u);
  CUDASEM_EXPECT_EQ_NAMED("returned_depth", got.Depth, 1u);
}
