// SPDX-License-Identifier: Apache-2.0
// A user object created with two references: releasing one does not run the destructor, releasing
// the last one does (bounded wait).
#include "cudasem/cudasem.h"
#include "../graphs.h"

namespace {
cudasem::graphs::DestructorCount destroyed;
}  // namespace

CUDASEM_CASE(CudaUserObjectRelease, LastReferenceRunsDestructor,
    {
        .api = {"cudaUserObjectRelease"},
        .cite = {.doc = "RT",
            .section = "cudaUserObjectRelease",
            .quote = "The object's destructor is invoked if the reference count reaches zero."},
        .claim = cudasem::Claim::promise,
    }) {
  using namespace cudasem::graphs;
  cudaUserObject_t obj = nullptr;
  CUDASEM_ASSERT_OK(
      cudaUserObjectCreate(&obj, &destroyed, &DestructorCount::destroy, 2, cudaUserObjectNoDestructorSync));
  CUDASEM_ASSERT_OK(cudaUserObjectRelease(obj, 1));
  const int after_first = destroyed.calls.load();
  CUDASEM_ASSERT_OK(cudaUserObjectRelease(obj, 1));
  const bool ran = wait_until([] { return destroyed.calls.load() > 0; });
  CUDASEM_EXPECT_EQ_NAMED("calls_after_first_release", after_first, 0);
  CUDASEM_EXPECT_TRUE_NAMED("destructor.ran", ran);
}
