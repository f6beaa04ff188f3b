// SPDX-License-Identifier: Apache-2.0
// A graph holding an allocation node and its free node is instantiated once; a second
// cuGraphInstantiate while the first executable graph exists must fail (a documented code,
// recorded).
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphInstantiate, SecondExecOfAllocatingGraphFails,
    {
        .api = {"cuGraphInstantiate"},
        .cite = {.doc = "DRV",
            .section = "cuGraphInstantiate",
            .quote =
                "An attempt to instantiate a second executable graph before destroying the first with cuGraphExecDestroy will result in an error."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  constexpr std::size_t kBytes = 2u << 20;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  cudasem::driver_api::GraphAlloc a;
  ASSERT_NO_FATAL_FAILURE(cudasem::driver_api::add_graph_alloc(rig, a, kBytes, /*with_free=*/true));
  cudasem::driver_api::DrvGraphExec first;
  ASSERT_NO_FATAL_FAILURE(rig.instantiate(first));
  cudasem::driver_api::DrvGraphExec second;

  CUDASEM_EXPECT_CU_FAILURE(drv.cuGraphInstantiate(second.out(), rig.graph(), 0));
}
