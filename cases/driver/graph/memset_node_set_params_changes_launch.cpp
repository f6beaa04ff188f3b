// SPDX-License-Identifier: Apache-2.0
// A memset node to 1 is set to a memset to 77 before instantiation: after the launch every int is
// 77.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphMemsetNodeSetParams, ChangesLaunchedWork,
    {
        .api = {"cuGraphMemsetNodeSetParams"},
        .cite = {.doc = "DRV",
            .section = "cuGraphMemsetNodeSetParams",
            .quote = "Sets the parameters of memset node hNode to nodeParams."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  CUgraphNode node = rig.add_memset(1);
  CUDASEM_ASSERT_TRUE_NAMED("memset_node.added", node != nullptr);
  CUDA_MEMSET_NODE_PARAMS params = rig.memset_params(rig.ints(), 77);

  CUDASEM_ASSERT_CU_OK(drv.cuGraphMemsetNodeSetParams(node, &params));

  cudasem::driver_api::DrvGraphExec exec;
  ASSERT_NO_FATAL_FAILURE(rig.instantiate(exec));
  ASSERT_NO_FATAL_FAILURE(rig.launch(exec));
  cudasem::driver_api::expect_all("ints_set_to_new_value", rig.read(), 77);
}
