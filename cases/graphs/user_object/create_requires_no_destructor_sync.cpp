// SPDX-License-Identifier: Apache-2.0
// cudaUserObjectCreate with flags 0 (without cudaUserObjectNoDestructorSync): what it returns is
// recorded.
// The cited text names no failure (a caller requirement): the returned code is recorded.
#include "cudasem/cudasem.h"
#include "../graphs.h"

namespace {
cudasem::graphs::DestructorCount destroyed;
}  // namespace

CUDASEM_CASE(CudaUserObjectCreate, RequiresNoDestructorSyncFlag,
    {
        .api = {"cudaUserObjectCreate"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaUserObjectCreate",
            .quote =
                "Currently it is required to pass cudaUserObjectNoDestructorSync, which is the only defined flag."},
        .claim = cudasem::Claim::caller_requirement,
    }) {
  using namespace cudasem::graphs;
  cudaUserObject_t obj = nullptr;
  cudasem::observe(
      "cudaUserObjectCreate_result", cudaUserObjectCreate(&obj, &destroyed, &DestructorCount::destroy, 1, 0));
  UserObjectRef ref(obj);
}
