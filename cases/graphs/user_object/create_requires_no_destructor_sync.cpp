// SPDX-License-Identifier: Apache-2.0
// cudaUserObjectCreate with flags 0 (without cudaUserObjectNoDestructorSync) fails.
#include "cudasem/cudasem.h"
#include "cases/graphs/graph_helpers.h"

namespace {
cudasem::graphs::DestructorCount destroyed;
}  // namespace

CUDASEM_CASE(CudaUserObjectCreate, RequiresNoDestructorSyncFlag, {
    .id = "graphs.user_object.create_requires_no_destructor_sync",
    .cite = {.doc = "RT", .section = "cudaUserObjectCreate",
             .quote = "Currently it is required to pass cudaUserObjectNoDestructorSync, which is the only defined flag.",
             .version = "13.0"},
}) {
  using namespace cudasem::graphs;
  cudaUserObject_t obj = nullptr;
  CUDASEM_EXPECT_FAILURE(cudaUserObjectCreate(&obj, &destroyed, &DestructorCount::destroy, 1, 0));
  UserObjectRef ref(obj);
}
