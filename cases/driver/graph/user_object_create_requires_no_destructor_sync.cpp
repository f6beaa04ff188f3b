// SPDX-License-Identifier: Apache-2.0
// cuUserObjectCreate with flags 0 must fail (a documented code, recorded); an object created
// anyway is released.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuUserObjectCreate, RequiresNoDestructorSyncFlag,
    {
        .api = {"cuUserObjectCreate"},
        .cite = {.doc = "DRV",
            .section = "cuUserObjectCreate",
            .quote =
                "Currently it is required to pass CU_USER_OBJECT_NO_DESTRUCTOR_SYNC, which is the only defined flag."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  static std::atomic<int> destroyed{0};
  destroyed = 0;
  CUuserObject object{};

  const CUresult created =
      drv.cuUserObjectCreate(&object, &destroyed, cudasem::driver_api::count_destructor_call, 1, 0);

  if (created == CUDA_SUCCESS) CUDASEM_EXPECT_CU_OK(drv.cuUserObjectRelease(object, 1));
  CUDASEM_EXPECT_CU_FAILURE_OF(cuUserObjectCreate, created);
}
