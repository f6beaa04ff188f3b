// SPDX-License-Identifier: Apache-2.0
// An add_one launch (cuLaunchKernel) captured in the rig's stream: the graph returned by
// cuStreamEndCapture, instantiated and launched twice, increments every int twice.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuStreamEndCapture, GraphReplaysCapturedWork,
    {
        .api = {"cuStreamEndCapture"},
        .cite = {.doc = "DRV",
            .section = "cuStreamEndCapture",
            .quote = "End capture on hStream, returning the captured graph via phGraph."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  CUDASEM_ASSERT_CU_OK(drv.cuStreamBeginCapture(rig.stream(), CU_STREAM_CAPTURE_MODE_GLOBAL));
  cudasem::driver_api::CaptureGuard guard(rig.stream());
  CUDASEM_ASSERT_CU_OK(cudasem::launch_add_one(rig.add_one(), rig.ints(), rig.kCount, rig.stream()));
  cudasem::driver_api::DrvGraph captured;

  CUDASEM_ASSERT_CU_OK(drv.cuStreamEndCapture(rig.stream(), captured.out()));
  guard.ended();

  CUDASEM_ASSERT_TRUE_NAMED("graph_returned", captured.get() != nullptr);
  cudasem::driver_api::DrvGraphExec exec;
  ASSERT_NO_FATAL_FAILURE(rig.instantiate(exec, captured));
  ASSERT_NO_FATAL_FAILURE(rig.launch(exec));
  ASSERT_NO_FATAL_FAILURE(rig.launch(exec));
  cudasem::driver_api::expect_all("ints_incremented_twice", rig.read(), 2);
}
