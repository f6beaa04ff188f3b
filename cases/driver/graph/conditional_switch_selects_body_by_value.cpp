// SPDX-License-Identifier: Apache-2.0
// A SWITCH conditional node with two bodies (body 0 increments the first buffer, body 1 the
// second) whose handle has default value 1: one launch runs body 1 once: the second buffer is 1,
// the first 0.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphConditionalHandleCreate, SwitchSelectsBodyByValue,
    {
        .api = {"cuGraphConditionalHandleCreate", "cuGraphAddNode"},
        .cite = {.doc = "DRV",
            .section = "CU_GRAPH_COND_TYPE_SWITCH",
            .quote = "Body[n] is executed once, where 'n' is the value of the condition."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);

  ASSERT_NO_FATAL_FAILURE(
      cudasem::driver_api::add_conditional(rig, CU_GRAPH_COND_TYPE_SWITCH, 1, {rig.ints(), rig.other()}));

  cudasem::driver_api::DrvGraphExec exec;
  ASSERT_NO_FATAL_FAILURE(rig.instantiate(exec));
  ASSERT_NO_FATAL_FAILURE(rig.launch(exec));
  cudasem::driver_api::expect_all("selected_buffer_incremented_once", rig.read(rig.other()), 1);
  cudasem::driver_api::expect_all("other_buffer_untouched", rig.read(), 0);
}
