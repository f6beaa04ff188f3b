// SPDX-License-Identifier: Apache-2.0
// cuGraphConditionalHandleCreate with flags 2 (neither 0 nor CU_GRAPH_COND_ASSIGN_DEFAULT) must
// fail (a documented code, recorded).
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphConditionalHandleCreate, InvalidFlagsFail,
    {
        .api = {"cuGraphConditionalHandleCreate"},
        .cite = {.doc = "DRV",
            .section = "cuGraphConditionalHandleCreate",
            .quote = "Currently must be CU_GRAPH_COND_ASSIGN_DEFAULT or 0."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  CUgraphConditionalHandle handle{};

  CUDASEM_EXPECT_CU_FAILURE(drv.cuGraphConditionalHandleCreate(&handle, rig.graph(), rig.context(), 0, 2));
}
