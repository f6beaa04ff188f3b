// SPDX-License-Identifier: Apache-2.0
// A user object created with one reference is released once: its destructor (which counts its
// calls) must run exactly once (polled up to 10 s: it runs on a driver thread).
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuUserObjectRelease, LastReferenceRunsDestructor,
    {
        .api = {"cuUserObjectCreate", "cuUserObjectRelease"},
        .cite = {.doc = "DRV",
            .section = "cuUserObjectRelease",
            .quote = "The object's destructor is invoked if the reference count reaches zero."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  static std::atomic<int> destroyed{0};
  destroyed = 0;
  CUuserObject object{};
  ASSERT_NO_FATAL_FAILURE(cudasem::driver_api::create_user_object(&object, &destroyed));

  CUDASEM_ASSERT_CU_OK(drv.cuUserObjectRelease(object, 1));

  const bool ran = cudasem::driver_api::wait_count(destroyed, 1);
  CUDASEM_EXPECT_TRUE_NAMED("destructor_ran", ran);
  CUDASEM_EXPECT_EQ_NAMED("destructor_calls", destroyed.load(), 1);
}
