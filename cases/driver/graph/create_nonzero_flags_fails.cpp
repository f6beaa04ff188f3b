// SPDX-License-Identifier: Apache-2.0
// cuGraphCreate with flags 1 must fail (a documented code, recorded); a graph it returns anyway is
// destroyed.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphCreate, NonZeroFlagsFails,
    {
        .api = {"cuGraphCreate"},
        .cite = {.doc = "DRV", .section = "cuGraphCreate", .quote = "Graph creation flags, must be 0"},
        .claim = cudasem::Claim::documented_failure,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::driver_api::DrvGraph graph;

  CUDASEM_EXPECT_CU_FAILURE(drv.cuGraphCreate(graph.out(), 1));
}
