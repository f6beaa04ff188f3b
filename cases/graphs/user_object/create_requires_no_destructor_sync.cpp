// SPDX-License-Identifier: Apache-2.0
// cudaUserObjectCreate with flags 0 (without cudaUserObjectNoDestructorSync) fails.
#include "cudasem/cudasem.h"
#include "../graphs.h"

namespace {
cudasem::graphs::DestructorCount destroyed;
}  // namespace

CUDASEM_CASE(CudaUserObjectCreate, RequiresNoDestructorSyncFlag,
    {
        .api = {"cudaUserObjectCreate"},
        .cite = {.doc = "RT",
            .section = "cudaUserObjectCreate",
            .quote =
                "Currently it is required to pass cudaUserObjectNoDestructorSync, which is the only defined flag."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  using namespace cudasem::graphs;
  cudaUserObject_t obj = nullptr;
  CUDASEM_EXPECT_FAILURE(cudaUserObjectCreate(&obj, &destroyed, &DestructorCount::destroy, 1, 0));
  UserObjectRef ref(obj);
}
