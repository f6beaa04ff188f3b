// SPDX-License-Identifier: Apache-2.0
// A host node with a function and user data: cuGraphHostNodeGetParams must return the same
// function and user data.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphHostNodeGetParams, ReturnsNodeParameters,
    {
        .api = {"cuGraphHostNodeGetParams"},
        .cite = {.doc = "DRV",
            .section = "cuGraphHostNodeGetParams",
            .quote = "Returns the parameters of host node hNode in nodeParams."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  std::atomic<int> calls{0};
  CUgraphNode node = rig.add_host(&calls);
  CUDASEM_ASSERT_TRUE_NAMED("host_node.added", node != nullptr);
  CUDA_HOST_NODE_PARAMS got{};

  CUDASEM_ASSERT_CU_OK(drv.cuGraphHostNodeGetParams(node, &got));

  CUDASEM_EXPECT_TRUE_NAMED("function_matches", got.fn == &cudasem::driver_api::count_host_call);
  CUDASEM_EXPECT_TRUE_NAMED("user_data_matches", got.userData == &calls);
}
