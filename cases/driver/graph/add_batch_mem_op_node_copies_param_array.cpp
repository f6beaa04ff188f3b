// SPDX-License-Identifier: Apache-2.0
// The operation array of a batch memory operation node is overwritten after
// cuGraphAddBatchMemOpNode returned: cuGraphBatchMemOpNodeGetParams must still report one 32-bit
// write of 0xabc to the first int.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphAddBatchMemOpNode, CopiesParamArray,
    {
        .api = {"cuGraphAddBatchMemOpNode", "cuGraphBatchMemOpNodeGetParams"},
        .cite = {.doc = "DRV",
            .section = "cuGraphAddBatchMemOpNode",
            .quote = "When the node is added, the paramArray inside nodeParams is copied"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  CUDASEM_ASSERT_TRUE_NAMED("rig.graph_created", rig.graph() != nullptr);
  cudasem::driver_api::BatchWrite write(rig, 0xabc);
  CUgraphNode node = nullptr;

  CUDASEM_ASSERT_CU_OK(drv.cuGraphAddBatchMemOpNode(&node, rig.graph(), nullptr, 0, &write.params));
  write.op = cudasem::driver_api::write32_op(rig.other(), 0x111);

  CUDA_BATCH_MEM_OP_NODE_PARAMS got{};
  CUDASEM_ASSERT_CU_OK(drv.cuGraphBatchMemOpNodeGetParams(node, &got));
  CUDASEM_ASSERT_EQ_NAMED("operation_count", got.count, 1u);
  CUDASEM_ASSERT_TRUE_NAMED("param_array.returned", got.paramArray != nullptr);
  CUDASEM_EXPECT_EQ_NAMED("operation_type", got.paramArray[0].operation, CU_STREAM_MEM_OP_WRITE_VALUE_32);
  CUDASEM_EXPECT_TRUE_NAMED("operation_address_matches", got.paramArray[0].writeValue.address == rig.ints());
  CUDASEM_EXPECT_EQ_NAMED("operation_value", got.paramArray[0].writeValue.value, 0xabcu);
}
