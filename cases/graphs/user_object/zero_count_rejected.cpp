// SPDX-License-Identifier: Apache-2.0
// cudaUserObjectRetain with count 0 fails (count must be nonzero).
#include "cudasem/cudasem.h"
#include "../graphs.h"

namespace {
cudasem::graphs::DestructorCount destroyed;
}  // namespace

CUDASEM_CASE(CudaUserObjectRetain, ZeroCountRejected,
    {
        .api = {"cudaUserObjectRetain"},
        .cite = {.doc = "RT",
            .section = "cudaUserObjectRetain",
            .quote = "Must be nonzero and not larger than INT_MAX."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  using namespace cudasem::graphs;
  cudaUserObject_t obj = nullptr;
  CUDASEM_ASSERT_OK(
      cudaUserObjectCreate(&obj, &destroyed, &DestructorCount::destroy, 1, cudaUserObjectNoDestructorSync));
  UserObjectRef ref(obj);
  CUDASEM_EXPECT_FAILURE(cudaUserObjectRetain(obj, 0));
}
