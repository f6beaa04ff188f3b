// SPDX-License-Identifier: Apache-2.0
// A host node whose function increments a counter: after one launch of the instantiated graph (and
// cuStreamSynchronize) the counter is 1, and 0 before the launch.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphAddHostNode, RunsOnLaunch,
    {
        .api = {"cuGraphAddHostNode"},
        .cite = {.doc = "DRV",
            .section = "cuGraphAddHostNode",
            .quote = "When the graph is launched, the node will invoke the specified CPU function."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  std::atomic<int> calls{0};
  CUDA_HOST_NODE_PARAMS params{};
  params.fn = cudasem::driver_api::count_host_call;
  params.userData = &calls;
  CUgraphNode node = nullptr;

  CUDASEM_ASSERT_CU_OK(drv.cuGraphAddHostNode(&node, rig.graph(), nullptr, 0, &params));

  cudasem::driver_api::DrvGraphExec exec;
  ASSERT_NO_FATAL_FAILURE(rig.instantiate(exec));
  const int before = calls.load();
  ASSERT_NO_FATAL_FAILURE(rig.launch(exec));
  CUDASEM_EXPECT_EQ_NAMED("calls_before_launch", before, 0);
  CUDASEM_EXPECT_EQ_NAMED("calls_after_launch", calls.load(), 1);
}
