// SPDX-License-Identifier: Apache-2.0
// The value of an instantiated memset node (to 1) is updated to 42: the next launch sets every int
// to 42.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphExecMemsetNodeSetParams, UpdatesValue,
    {
        .api = {"cuGraphExecMemsetNodeSetParams"},
        .cite = {.doc = "DRV",
            .section = "cuGraphExecMemsetNodeSetParams",
            .quote =
                "Updates the work represented by hNode in hGraphExec as though hNode had contained memsetParams at instantiation."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  CUgraphNode node = rig.add_memset(1);
  CUDASEM_ASSERT_TRUE_NAMED("memset_node.added", node != nullptr);
  cudasem::driver_api::DrvGraphExec exec;
  ASSERT_NO_FATAL_FAILURE(rig.instantiate(exec));
  CUDA_MEMSET_NODE_PARAMS params = rig.memset_params(rig.ints(), 42);

  CUDASEM_ASSERT_CU_OK(drv.cuGraphExecMemsetNodeSetParams(exec, node, &params, rig.context()));

  ASSERT_NO_FATAL_FAILURE(rig.launch(exec));
  cudasem::driver_api::expect_all("ints_set_to_updated_value", rig.read(), 42);
}
