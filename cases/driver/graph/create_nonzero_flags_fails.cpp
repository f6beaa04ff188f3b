// SPDX-License-Identifier: Apache-2.0
// Characterization: cuGraphCreate with flags 1 is called; the text names no outcome for it, and the
// code is recorded; a graph it returns anyway is destroyed.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphCreate, NonZeroFlagsFails,
    {
        .api = {"cuGraphCreate"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV", .section = "cuGraphCreate", .quote = "Graph creation flags, must be 0"},
        .claim = cudasem::Claim::caller_requirement,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::driver_api::DrvGraph graph;

  cudasem::observe("create_nonzero_flags_result", drv.cuGraphCreate(graph.out(), 1));
}
