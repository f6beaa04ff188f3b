// SPDX-License-Identifier: Apache-2.0
// A graph takes a new reference to a user object (flags 0) and the caller releases its own: the
// destructor has not run (checked 100 ms later); after cuGraphReleaseUserObject releases the
// graph's reference it runs once (polled up to 10 s).
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphRetainUserObject, GraphReferenceKeepsObjectAlive,
    {
        .api = {"cuGraphRetainUserObject", "cuGraphReleaseUserObject"},
        .cite = {.doc = "DRV",
            .section = "cuGraphRetainUserObject",
            .quote = "Creates or moves user object references that will be owned by a CUDA graph."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  static std::atomic<int> destroyed{0};
  cudasem::driver_api::GraphUserObject g;
  ASSERT_NO_FATAL_FAILURE(cudasem::driver_api::make_graph_user_object(g, &destroyed));

  CUDASEM_ASSERT_CU_OK(drv.cuGraphRetainUserObject(g.graph, g.object, 1, 0));
  CUDASEM_ASSERT_CU_OK(drv.cuUserObjectRelease(g.object, 1));

  cudasem::driver_api::expect_graph_reference_holds(g.graph, g.object, destroyed);
}
