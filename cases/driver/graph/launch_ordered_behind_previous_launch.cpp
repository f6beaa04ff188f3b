// SPDX-License-Identifier: Apache-2.0
// An executable graph of one add_one node is launched in the rig's stream behind a gate, then
// launched again in a second stream: while the gate holds, the second stream must not be idle
// (cuStreamQuery CUDA_ERROR_NOT_READY); after the release both launches ran (every int 2).
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphLaunch, OrderedBehindPreviousLaunch,
    {
        .api = {"cuGraphLaunch"},
        .cite = {.doc = "DRV",
            .section = "cuGraphLaunch",
            .quote =
                "Each launch is ordered behind both any previous work in hStream and any previous launches of hGraphExec."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  CUDASEM_ASSERT_TRUE_NAMED("kernel_node.added", rig.add_add_one() != nullptr);
  cudasem::driver_api::DrvGraphExec exec;
  ASSERT_NO_FATAL_FAILURE(rig.instantiate(exec));
  ASSERT_NO_FATAL_FAILURE(rig.launch(exec));
  CUDASEM_ASSERT_CU_OK(drv.cuMemsetD32(rig.ints(), 0, rig.kCount));
  CUDASEM_ASSERT_CU_OK(drv.cuCtxSynchronize());  // the NULL-stream memset is done before the non-blocking stream runs
  cudasem::DrvStream second;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamCreate(second.out(), CU_STREAM_NON_BLOCKING));
  CUresult second_while_held = CUDA_SUCCESS;

  {
    cudasem::Gate gate;
    gate.launch(rig.stream());
    gate.arm_watchdog(std::chrono::milliseconds(10000));
    CUDASEM_EXPECT_CU_OK(drv.cuGraphLaunch(exec, rig.stream()));
    CUDASEM_EXPECT_CU_OK(drv.cuGraphLaunch(exec, second));
    second_while_held = drv.cuStreamQuery(second);
    gate.release();
  }

  CUDASEM_ASSERT_CU_OK(drv.cuCtxSynchronize());
  CUDASEM_EXPECT_CU_ERROR_OF(cuStreamQuery, second_while_held, CUDA_ERROR_NOT_READY);
  cudasem::driver_api::expect_all("ints_incremented_twice", rig.read(), 2);
}
