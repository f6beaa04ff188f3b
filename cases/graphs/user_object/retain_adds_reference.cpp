// SPDX-License-Identifier: Apache-2.0
// cudaUserObjectRetain adds a caller reference: after create(1) + retain(1), one release leaves the
// object alive, the second runs the destructor. Destructors run asynchronously, "executed by a shared
// internal thread" (cudaUserObjectCreate), so "still alive" is read only after that thread has run a
// later destructor: a sentinel object released after the first release, whose destructor the case
// waits for. Had the first release dropped the last reference, the object's destructor would have
// been handed to that thread before the sentinel's (the text does not say the thread runs them in
// that order: if it did not, a wrong first release could still be pending and pass, never a correct
// one fail). The waits are bounded (wait_until): no time is asserted.
#include "cudasem/cudasem.h"
#include "../graphs.h"

namespace {
cudasem::graphs::DestructorCount destroyed;
cudasem::graphs::DestructorCount sentinel_destroyed;
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
  cudaUserObject_t obj = nullptr, sentinel = nullptr;
  CUDASEM_ASSERT_OK(
      cudaUserObjectCreate(&obj, &destroyed, &DestructorCount::destroy, 1, cudaUserObjectNoDestructorSync));
  CUDASEM_ASSERT_OK(cudaUserObjectCreate(
      &sentinel, &sentinel_destroyed, &DestructorCount::destroy, 1, cudaUserObjectNoDestructorSync));
  CUDASEM_ASSERT_OK(cudaUserObjectRetain(obj, 1));
  CUDASEM_ASSERT_OK(cudaUserObjectRelease(obj, 1));
  CUDASEM_ASSERT_OK(cudaUserObjectRelease(sentinel, 1));
  CUDASEM_ASSERT_TRUE_NAMED("sentinel_destructor.ran", wait_until([] { return sentinel_destroyed.calls.load() > 0; }));
  const int after_first = destroyed.calls.load();
  CUDASEM_ASSERT_OK(cudaUserObjectRelease(obj, 1));
  const bool ran = wait_until([] { return destroyed.calls.load() > 0; });
  CUDASEM_EXPECT_EQ_NAMED("destructor_calls.after_first_release", after_first, 0);
  CUDASEM_EXPECT_TRUE_NAMED("destructor.ran_after_second_release", ran);
}
