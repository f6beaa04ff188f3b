// SPDX-License-Identifier: Apache-2.0
// Characterization: cuUserObjectCreate with flags 0 is called; the text names no outcome for it,
// and the code is recorded; an object created anyway is released.
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuUserObjectCreate, RequiresNoDestructorSyncFlag,
    {
        .api = {"cuUserObjectCreate"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuUserObjectCreate",
            .quote =
                "Currently it is required to pass CU_USER_OBJECT_NO_DESTRUCTOR_SYNC, which is the only defined flag."},
        .claim = cudasem::Claim::caller_requirement,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  static std::atomic<int> destroyed{0};
  destroyed = 0;
  CUuserObject object{};

  const CUresult created =
      drv.cuUserObjectCreate(&object, &destroyed, cudasem::driver_api::count_destructor_call, 1, 0);

  if (created == CUDA_SUCCESS) CUDASEM_EXPECT_CU_OK(drv.cuUserObjectRelease(object, 1));
  cudasem::observe("user_object_create_requires_no_destructor_sync_result", created);
}
