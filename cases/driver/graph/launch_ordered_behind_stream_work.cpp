// SPDX-License-Identifier: Apache-2.0
// Behind a gate (watchdog 100 ms), a kernel writes a marker into mapped memory, then a graph
// copying that word to device memory is launched in the same stream: the copy must see the marker.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphLaunch, OrderedBehindStreamWork,
    {
        .api = {"cuGraphLaunch"},
        .cite = {.doc = "DRV",
            .section = "cuGraphLaunch",
            .quote =
                "Each launch is ordered behind both any previous work in hStream and any previous launches of hGraphExec."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx(), cudasem::attr("canMapHostMemory") >= 1},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  ASSERT_NE(rig.graph(), nullptr);
  cudasem::driver_api::MarkerCopy marker;
  ASSERT_NO_FATAL_FAILURE(marker.add_copy_node(rig, {}));
  cudasem::driver_api::DrvGraphExec exec;
  ASSERT_NO_FATAL_FAILURE(rig.instantiate(exec));

  auto r = cudasem::call_behind_gate(rig.stream(), [&] {
    CUDASEM_EXPECT_OK(cudasem::kernels::launch_write(rig.stream(), marker.host(), 0xe5e7));
    CUDASEM_EXPECT_CU_OK(drv.cuGraphLaunch(exec, rig.stream()));
  });

  CUDASEM_ASSERT_CU_OK(drv.cuStreamSynchronize(rig.stream()));
  cudasem::measure("returned_before_release", r.returned_before_release);
  CUDASEM_EXPECT_EQ_NAMED("copied_word", cudasem::driver_api::MarkerCopy::copied(rig), 0xe5e7u);
}
