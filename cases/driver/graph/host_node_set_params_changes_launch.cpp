// SPDX-License-Identifier: Apache-2.0
// A host node counting into a first counter is set to count into a second one before
// instantiation: one launch leaves the first at 0 and the second at 1.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphHostNodeSetParams, ChangesLaunchedWork,
    {
        .api = {"cuGraphHostNodeSetParams"},
        .cite = {.doc = "DRV",
            .section = "cuGraphHostNodeSetParams",
            .quote = "Sets the parameters of host node hNode to nodeParams."},
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
  CUDA_HOST_NODE_PARAMS params{};
  params.fn = cudasem::driver_api::count_host_call;
  params.userData = &second;

  CUDASEM_ASSERT_CU_OK(drv.cuGraphHostNodeSetParams(node, &params));

  cudasem::driver_api::DrvGraphExec exec;
  ASSERT_NO_FATAL_FAILURE(rig.instantiate(exec));
  ASSERT_NO_FATAL_FAILURE(rig.launch(exec));
  CUDASEM_EXPECT_EQ_NAMED("first_counter", first.load(), 0);
  CUDASEM_EXPECT_EQ_NAMED("second_counter", second.load(), 1);
}
