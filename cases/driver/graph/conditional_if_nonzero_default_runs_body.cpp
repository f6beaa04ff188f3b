// SPDX-License-Identifier: Apache-2.0
// An IF conditional node (one body: add_one) whose handle has default value 1
// (CU_GRAPH_COND_ASSIGN_DEFAULT): one launch runs the body, every int becomes 1.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphConditionalHandleCreate, IfNonZeroDefaultRunsBody,
    {
        .api = {"cuGraphConditionalHandleCreate", "cuGraphAddNode"},
        .cite = {.doc = "DRV",
            .section = "CU_GRAPH_COND_TYPE_IF",
            .quote = "Body[0] executed if condition is non-zero."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);

  ASSERT_NO_FATAL_FAILURE(cudasem::driver_api::add_conditional(rig, CU_GRAPH_COND_TYPE_IF, 1, {rig.ints()}));

  cudasem::driver_api::DrvGraphExec exec;
  ASSERT_NO_FATAL_FAILURE(rig.instantiate(exec));
  ASSERT_NO_FATAL_FAILURE(rig.launch(exec));
  cudasem::driver_api::expect_all("ints_incremented_by_body", rig.read(), 1);
}
