// SPDX-License-Identifier: Apache-2.0
// A graph holding one reference to a user object: cuGraphReleaseUserObject with count 0 must fail
// (a documented code, recorded); the references are then released.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphReleaseUserObject, ZeroCountFails,
    {
        .api = {"cuGraphReleaseUserObject"},
        .cite = {.doc = "DRV",
            .section = "cuGraphReleaseUserObject",
            .quote = "Must be nonzero and not larger than INT_MAX."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  static std::atomic<int> destroyed{0};
  CUuserObject object{};
  ASSERT_NO_FATAL_FAILURE(cudasem::driver_api::create_user_object(&object, &destroyed));
  cudasem::driver_api::DrvGraph graph;
  CUDASEM_ASSERT_CU_OK(drv.cuGraphCreate(graph.out(), 0));
  CUDASEM_ASSERT_CU_OK(drv.cuGraphRetainUserObject(graph, object, 1, 0));

  CUDASEM_EXPECT_CU_FAILURE(drv.cuGraphReleaseUserObject(graph, object, 0));

  CUDASEM_EXPECT_CU_OK(drv.cuGraphReleaseUserObject(graph, object, 1));
  CUDASEM_EXPECT_CU_OK(drv.cuUserObjectRelease(object, 1));
}
