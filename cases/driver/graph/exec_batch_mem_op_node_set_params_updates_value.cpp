// SPDX-License-Identifier: Apache-2.0
// An executable graph whose batch memory operation node writes 0xabc is launched, then the node's
// write value is set to 0xdef in the executable graph and it is launched again: the int holds
// 0xabc after the first launch and 0xdef after the second.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphExecBatchMemOpNodeSetParams, UpdatesWriteValue,
    {
        .api = {"cuGraphExecBatchMemOpNodeSetParams"},
        .cite = {.doc = "DRV",
            .section = "cuGraphExecBatchMemOpNodeSetParams",
            .quote = "The modifications only affect future launches of hGraphExec."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
        .sanitizer_limits = {{"initcheck", cudasem::driver_api::kBatchMemOpInitcheckLimit}},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  cudasem::driver_api::BatchWrite write(rig, 0xabc);
  CUgraphNode node = nullptr;
  CUDASEM_ASSERT_CU_OK(drv.cuGraphAddBatchMemOpNode(&node, rig.graph(), nullptr, 0, &write.params));
  cudasem::driver_api::DrvGraphExec exec;
  ASSERT_NO_FATAL_FAILURE(rig.instantiate(exec));
  ASSERT_NO_FATAL_FAILURE(rig.launch(exec));
  const unsigned after_first = static_cast<unsigned>(rig.read()[0]);
  write.op = cudasem::driver_api::write32_op(rig.ints(), 0xdef);

  CUDASEM_ASSERT_CU_OK(drv.cuGraphExecBatchMemOpNodeSetParams(exec, node, &write.params));

  ASSERT_NO_FATAL_FAILURE(rig.launch(exec));
  const unsigned after_second = static_cast<unsigned>(rig.read()[0]);
  CUDASEM_EXPECT_EQ_NAMED("word_after_first_launch", after_first, 0xabcu);
  CUDASEM_EXPECT_EQ_NAMED("word_after_second_launch", after_second, 0xdefu);
}
