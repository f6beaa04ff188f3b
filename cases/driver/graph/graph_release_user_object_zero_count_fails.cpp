// SPDX-License-Identifier: Apache-2.0
// Characterization: A graph holding one reference to a user object: cuGraphReleaseUserObject with
// count 0 is called; the text names no outcome for it, and the code is recorded; the references are
// then released.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphReleaseUserObject, ZeroCountFails,
    {
        .api = {"cuGraphReleaseUserObject"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuGraphReleaseUserObject",
            .quote = "Must be nonzero and not larger than INT_MAX."},
        .claim = cudasem::Claim::caller_requirement,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  static std::atomic<int> destroyed{0};
  CUuserObject object{};
  ASSERT_NO_FATAL_FAILURE(cudasem::driver_api::create_user_object(&object, &destroyed));
  cudasem::driver_api::DrvGraph graph;
  CUDASEM_ASSERT_CU_OK(drv.cuGraphCreate(graph.out(), 0));
  CUDASEM_ASSERT_CU_OK(drv.cuGraphRetainUserObject(graph, object, 1, 0));

  cudasem::observe("graph_release_user_object_zero_count_result", drv.cuGraphReleaseUserObject(graph, object, 0));

  CUDASEM_EXPECT_CU_OK(drv.cuGraphReleaseUserObject(graph, object, 1));
  CUDASEM_EXPECT_CU_OK(drv.cuUserObjectRelease(object, 1));
}
