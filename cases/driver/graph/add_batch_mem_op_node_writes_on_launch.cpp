// SPDX-License-Identifier: Apache-2.0
// A batch memory operation node holding one 32-bit write of 0xabc to the first int (0 before):
// after one launch that int holds 0xabc and the next one is untouched.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphAddBatchMemOpNode, WritesOnLaunch,
    {
        .api = {"cuGraphAddBatchMemOpNode"},
        .cite = {.doc = "DRV",
            .section = "cuGraphAddBatchMemOpNode",
            .quote =
                "Creates a new batch memory operation node and adds it to hGraph with numDependencies dependencies specified via dependencies and arguments specified in nodeParams."},
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
  std::vector<int> values = rig.read();
  CUDASEM_EXPECT_EQ_NAMED("written_word", static_cast<unsigned>(values[0]), 0xabcu);
  CUDASEM_EXPECT_EQ_NAMED("next_word", values[1], 0);
}
