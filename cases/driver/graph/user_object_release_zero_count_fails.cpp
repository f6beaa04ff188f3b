// SPDX-License-Identifier: Apache-2.0
// Characterization: cuUserObjectRelease with count 0 is called; the text names no outcome for it,
// and the code is recorded; the object's one reference is then released.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuUserObjectRelease, ZeroCountFails,
    {
        .api = {"cuUserObjectRelease"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuUserObjectRelease",
            .quote = "Must be nonzero and not larger than INT_MAX."},
        .claim = cudasem::Claim::caller_requirement,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  static std::atomic<int> destroyed{0};
  CUuserObject object{};
  ASSERT_NO_FATAL_FAILURE(cudasem::driver_api::create_user_object(&object, &destroyed));

  cudasem::observe("user_object_release_zero_count_result", drv.cuUserObjectRelease(object, 0));

  CUDASEM_EXPECT_CU_OK(drv.cuUserObjectRelease(object, 1));
}
