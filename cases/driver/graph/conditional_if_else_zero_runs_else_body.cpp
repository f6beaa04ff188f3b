// SPDX-License-Identifier: Apache-2.0
// An IF conditional node with two bodies (body 0 increments the first buffer, body 1 the second)
// whose handle has default value 0: one launch must run only the ELSE body: the second buffer is
// 1, the first 0.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphConditionalHandleCreate, IfElseZeroRunsElseBody,
    {
        .api = {"cuGraphConditionalHandleCreate", "cuGraphAddNode"},
        .cite = {.doc = "DRV",
            .section = "CU_GRAPH_COND_TYPE_IF",
            .quote = "If size == 2, an optional ELSE graph is created and this is executed if the condition is zero."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);

  ASSERT_NO_FATAL_FAILURE(
      cudasem::driver_api::add_conditional(rig, CU_GRAPH_COND_TYPE_IF, 0, {rig.ints(), rig.other()}));

  cudasem::driver_api::DrvGraphExec exec;
  ASSERT_NO_FATAL_FAILURE(rig.instantiate(exec));
  ASSERT_NO_FATAL_FAILURE(rig.launch(exec));
  cudasem::driver_api::expect_all("else_buffer_incremented", rig.read(rig.other()), 1);
  cudasem::driver_api::expect_all("then_buffer_untouched", rig.read(), 0);
}
