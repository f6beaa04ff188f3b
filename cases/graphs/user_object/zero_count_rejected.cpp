// SPDX-License-Identifier: Apache-2.0
// cudaUserObjectRetain with count 0: what it returns is recorded (count must be nonzero).
// The cited text names no failure (a caller requirement): the returned code is recorded.
#include "cudasem/cudasem.h"
#include "../graphs.h"

namespace {
cudasem::graphs::DestructorCount destroyed;
}  // namespace

CUDASEM_CASE(CudaUserObjectRetain, ZeroCountRejected,
    {
        .api = {"cudaUserObjectRetain"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaUserObjectRetain",
            .quote = "Must be nonzero and not larger than INT_MAX."},
        .claim = cudasem::Claim::caller_requirement,
    }) {
  using namespace cudasem::graphs;
  cudaUserObject_t obj = nullptr;
  CUDASEM_ASSERT_OK(
      cudaUserObjectCreate(&obj, &destroyed, &DestructorCount::destroy, 1, cudaUserObjectNoDestructorSync));
  UserObjectRef ref(obj);
  cudasem::observe("cudaUserObjectRetain_result", cudaUserObjectRetain(obj, 0));
}
