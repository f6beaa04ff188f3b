// SPDX-License-Identifier: Apache-2.0
// A user object created with one reference gets a second one (cuUserObjectRetain); after one
// release its destructor has not run (checked 100 ms later), and after the second release it runs
// once (polled up to 10 s).
#include "../driver_graph.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuUserObjectRetain, KeepsObjectAlive,
    {
        .api = {"cuUserObjectRetain", "cuUserObjectRelease"},
        .cite = {.doc = "DRV",
            .section = "cuUserObjectRetain",
            .quote = "Retains new references to a user object. The new references are owned by the caller."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  static std::atomic<int> destroyed{0};
  destroyed = 0;
  CUuserObject object{};
  ASSERT_NO_FATAL_FAILURE(cudasem::driver_api::create_user_object(&object, &destroyed));

  CUDASEM_ASSERT_CU_OK(drv.cuUserObjectRetain(object, 1));
  CUDASEM_ASSERT_CU_OK(drv.cuUserObjectRelease(object, 1));

  std::this_thread::sleep_for(std::chrono::milliseconds(100));
  const int after_first_release = destroyed.load();
  CUDASEM_ASSERT_CU_OK(drv.cuUserObjectRelease(object, 1));
  const bool ran = cudasem::driver_api::wait_count(destroyed, 1);
  CUDASEM_EXPECT_EQ_NAMED("destructor_calls_after_first_release", after_first_release, 0);
  CUDASEM_EXPECT_TRUE_NAMED("destructor_ran_after_last_release", ran);
}
