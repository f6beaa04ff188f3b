// SPDX-License-Identifier: Apache-2.0
// While a capture (mode relaxed) into the rig's graph (one empty node) is in progress,
// cuGraphInstantiate of that graph must fail (a documented code, recorded); an executable graph
// made anyway is destroyed.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuStreamBeginCaptureToGraph, NotInstantiableDuringCapture,
    {
        .api = {"cuStreamBeginCaptureToGraph", "cuGraphInstantiate"},
        .cite = {.doc = "DRV",
            .section = "cuStreamBeginCaptureToGraph",
            .quote = "The graph will not be instantiable until the user calls cuStreamEndCapture."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  CUDASEM_ASSERT_TRUE_NAMED("empty_node.added", rig.add_empty() != nullptr);
  CUDASEM_ASSERT_CU_OK(
      drv.cuStreamBeginCaptureToGraph(rig.stream(), rig.graph(), nullptr, nullptr, 0, CU_STREAM_CAPTURE_MODE_RELAXED));
  cudasem::driver_api::CaptureGuard guard(rig.stream(), rig.graph());
  CUDASEM_ASSERT_CU_OK(drv.cuMemsetD32Async(rig.ints(), 1, rig.kCount, rig.stream()));
  cudasem::driver_api::DrvGraphExec exec;

  CUDASEM_EXPECT_CU_FAILURE(drv.cuGraphInstantiate(exec.out(), rig.graph(), 0));

  CUgraph returned = nullptr;
  CUDASEM_EXPECT_CU_OK(drv.cuStreamEndCapture(rig.stream(), &returned));
  guard.ended();
  if (returned && returned != rig.graph()) drv.cuGraphDestroy(returned);
}
