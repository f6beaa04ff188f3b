// SPDX-License-Identifier: Apache-2.0
// An instantiated host node counting into a first counter is updated to count into a second one:
// the next launch leaves the first at 0 and the second at 1.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphExecHostNodeSetParams, UpdatesUserData,
    {
        .api = {"cuGraphExecHostNodeSetParams"},
        .cite = {.doc = "DRV",
            .section = "cuGraphExecHostNodeSetParams",
            .quote =
                "Updates the work represented by hNode in hGraphExec as though hNode had contained nodeParams at instantiation."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  std::atomic<int> first{0};
  std::atomic<int> second{0};
  CUgraphNode node = rig.add_host(&first);
  CUDASEM_ASSERT_TRUE_NAMED("host_node.added", node != nullptr);
  cudasem::driver_api::DrvGraphExec exec;
  ASSERT_NO_FATAL_FAILURE(rig.instantiate(exec));
  CUDA_HOST_NODE_PARAMS params{};
  params.fn = cudasem::driver_api::count_host_call;
  params.userData = &second;

  CUDASEM_ASSERT_CU_OK(drv.cuGraphExecHostNodeSetParams(exec, node, &params));

  ASSERT_NO_FATAL_FAILURE(rig.launch(exec));
  CUDASEM_EXPECT_EQ_NAMED("first_counter", first.load(), 0);
  CUDASEM_EXPECT_EQ_NAMED("second_counter", second.load(), 1);
}
