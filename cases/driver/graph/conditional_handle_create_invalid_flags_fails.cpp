// SPDX-License-Identifier: Apache-2.0
// Characterization: cuGraphConditionalHandleCreate with flags 2 (neither 0 nor
// CU_GRAPH_COND_ASSIGN_DEFAULT) is called; the text names no outcome for it, and the code is
// recorded.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphConditionalHandleCreate, InvalidFlagsFail,
    {
        .api = {"cuGraphConditionalHandleCreate"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuGraphConditionalHandleCreate",
            .quote = "Currently must be CU_GRAPH_COND_ASSIGN_DEFAULT or 0."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  CUgraphConditionalHandle handle{};

  cudasem::observe("conditional_handle_create_invalid_flags_result",
      drv.cuGraphConditionalHandleCreate(&handle, rig.graph(), rig.context(), 0, 2));
}
