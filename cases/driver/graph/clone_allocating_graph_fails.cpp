// SPDX-License-Identifier: Apache-2.0
// A graph holding an allocation node cannot be cloned: cuGraphClone must fail (a documented code,
// recorded).
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphClone, AllocatingGraphFails,
    {
        .api = {"cuGraphClone"},
        .cite = {.doc = "DRV",
            .section = "cuGraphClone",
            .quote =
                "Cloning is not supported for graphs which contain memory allocation nodes, memory free nodes, or conditional nodes."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  constexpr std::size_t kBytes = 2u << 20;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::GraphRig rig;
  cudasem::driver_api::GraphAlloc a;
  ASSERT_NO_FATAL_FAILURE(cudasem::driver_api::add_graph_alloc(rig, a, kBytes, /*with_free=*/false));
  cudasem::driver_api::DrvGraph clone;

  CUDASEM_EXPECT_CU_FAILURE(drv.cuGraphClone(clone.out(), rig.graph()));
}
