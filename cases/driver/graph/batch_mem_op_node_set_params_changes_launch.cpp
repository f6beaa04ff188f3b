// SPDX-License-Identifier: Apache-2.0
// A batch memory operation node writing 0xabc is set, before instantiation, to write 0xdef to the
// same int: after the launch it holds 0xdef.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphBatchMemOpNodeSetParams, ChangesLaunchedWork,
    {
        .api = {"cuGraphBatchMemOpNodeSetParams"},
        .cite = {.doc = "DRV",
            .section = "cuGraphBatchMemOpNodeSetParams",
            .quote = "Sets the parameters of batch mem op node hNode to nodeParams."},
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
  write.op = cudasem::driver_api::write32_op(rig.ints(), 0xdef);

  CUDASEM_ASSERT_CU_OK(drv.cuGraphBatchMemOpNodeSetParams(node, &write.params));

  cudasem::driver_api::DrvGraphExec exec;
  ASSERT_NO_FATAL_FAILURE(rig.instantiate(exec));
  ASSERT_NO_FATAL_FAILURE(rig.launch(exec));
  std::vector<int> values = rig.read();
  CUDASEM_EXPECT_EQ_NAMED("written_word", static_cast<unsigned>(values[0]), 0xdefu);
}
