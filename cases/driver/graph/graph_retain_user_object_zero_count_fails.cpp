// SPDX-License-Identifier: Apache-2.0
// Characterization: cuGraphRetainUserObject with count 0 is called; the text names no outcome for
// it, and the code is recorded; the caller's reference is then released.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuGraphRetainUserObject, ZeroCountFails,
    {
        .api = {"cuGraphRetainUserObject"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuGraphRetainUserObject",
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

  cudasem::observe("graph_retain_user_object_zero_count_result", drv.cuGraphRetainUserObject(graph, object, 0, 0));

  CUDASEM_EXPECT_CU_OK(drv.cuUserObjectRelease(object, 1));
}
