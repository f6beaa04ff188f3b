// SPDX-License-Identifier: Apache-2.0
// An executable graph of an add_one node is launched behind a gate (watchdog 100 ms) and destroyed
// while the gate holds it: once the stream is synchronized, every int must be 1 (the launch was
// not terminated).
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphExecDestroy, InFlightCompletes,
    {
        .api = {"cuGraphExecDestroy"},
        .cite = {.doc = "DRV",
            .section = "cuGraphExecDestroy",
            .quote =
                "If the executable graph is in-flight, it will not be terminated, but rather freed asynchronously on completion."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  CUDASEM_ASSERT_TRUE_NAMED("kernel_node.added", rig.add_add_one() != nullptr);
  cudasem::driver_api::DrvGraphExec exec;
  ASSERT_NO_FATAL_FAILURE(rig.instantiate(exec));

  auto r = cudasem::call_behind_gate(rig.stream(), [&] {
    CUDASEM_EXPECT_CU_OK(drv.cuGraphLaunch(exec, rig.stream()));
    CUgraphExec raw = exec.abandon();
    CUDASEM_EXPECT_CU_OK(drv.cuGraphExecDestroy(raw));
  });

  CUDASEM_ASSERT_CU_OK(drv.cuStreamSynchronize(rig.stream()));
  cudasem::measure("returned_before_release", r.returned_before_release);
  cudasem::driver_api::expect_all("ints_incremented_once", rig.read(), 1);
}
