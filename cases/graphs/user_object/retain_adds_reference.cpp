// SPDX-License-Identifier: Apache-2.0
// cudaUserObjectRetain adds a caller reference: after create(1) + retain(1), one release leaves the
// object alive, the second runs the destructor.
#include "cudasem/cudasem.h"
#include "../graphs.h"

namespace {
cudasem::graphs::DestructorCount destroyed;
}  // namespace

CUDASEM_CASE(CudaUserObjectRetain, AddsReference,
    {
        .api = {"cudaUserObjectRetain"},
        .cite = {.doc = "RT",
            .section = "cudaUserObjectRetain",
            .quote = "Retains new references to a user object. The new references are owned by the caller."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::graphs;
  cudaUserObject_t obj = nullptr;
  CUDASEM_ASSERT_OK(
      cudaUserObjectCreate(&obj, &destroyed, &DestructorCount::destroy, 1, cudaUserObjectNoDestructorSync));
  CUDASEM_ASSERT_OK(cudaUserObjectRetain(obj, 1));
  CUDASEM_ASSERT_OK(cudaUserObjectRelease(obj, 1));
  const int after_first = destroyed.calls.load();
  CUDASEM_ASSERT_OK(cudaUserObjectRelease(obj, 1));
  const bool ran = wait_until([] { return destroyed.calls.load() > 0; });
  CUDASEM_EXPECT_EQ_NAMED("destructor_calls.after_first_release", after_first, 0);
  CUDASEM_EXPECT_TRUE_NAMED("destructor.ran_after_second_release", ran);
}
