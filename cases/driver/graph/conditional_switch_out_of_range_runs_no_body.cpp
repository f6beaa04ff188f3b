// SPDX-License-Identifier: Apache-2.0
// A SWITCH conditional node with two bodies (each increments a buffer) whose handle has default
// value 2: one launch must run neither body; both buffers stay 0.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphConditionalHandleCreate, SwitchOutOfRangeRunsNoBody,
    {
        .api = {"cuGraphConditionalHandleCreate", "cuGraphAddNode"},
        .cite = {.doc = "DRV",
            .section = "CU_GRAPH_COND_TYPE_SWITCH",
            .quote = "If the condition does not match a body index, no body is launched."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);

  ASSERT_NO_FATAL_FAILURE(
      cudasem::driver_api::add_conditional(rig, CU_GRAPH_COND_TYPE_SWITCH, 2, {rig.ints(), rig.other()}));

  cudasem::driver_api::DrvGraphExec exec;
  ASSERT_NO_FATAL_FAILURE(rig.instantiate(exec));
  ASSERT_NO_FATAL_FAILURE(rig.launch(exec));
  cudasem::driver_api::expect_all("first_buffer_untouched", rig.read(), 0);
  cudasem::driver_api::expect_all("second_buffer_untouched", rig.read(rig.other()), 0);
}
