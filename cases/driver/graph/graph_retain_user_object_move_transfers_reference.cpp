// SPDX-License-Identifier: Apache-2.0
// The caller's only reference to a user object is moved to a graph (CU_GRAPH_USER_OBJECT_MOVE):
// the destructor has not run (checked 100 ms later); when the graph releases that one reference
// the destructor runs once (polled up to 10 s), so no reference was left with the caller.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphRetainUserObject, MoveTransfersReference,
    {
        .api = {"cuGraphRetainUserObject", "cuGraphReleaseUserObject"},
        .cite = {.doc = "DRV",
            .section = "CU_GRAPH_USER_OBJECT_MOVE",
            .quote = "Transfer references from the caller rather than creating new references."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  static std::atomic<int> destroyed{0};
  cudasem::driver_api::GraphUserObject g;
  ASSERT_NO_FATAL_FAILURE(cudasem::driver_api::make_graph_user_object(g, &destroyed));

  CUDASEM_ASSERT_CU_OK(drv.cuGraphRetainUserObject(g.graph, g.object, 1, CU_GRAPH_USER_OBJECT_MOVE));

  cudasem::driver_api::expect_graph_reference_holds(g.graph, g.object, destroyed);
}
