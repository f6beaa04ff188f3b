// SPDX-License-Identifier: Apache-2.0
// cuInit(1) as the first driver call of a fresh process: the flags must be 0, so it must fail
// (with one of cuInit's documented codes; which one is recorded).
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_HELPER(driver_init_nonzero_flags) {
  const cudasem::Driver* drv = cudasem::helper_driver();
  if (!drv) return 3;
  return cudasem::driver_api::say_result(drv->cuInit(1));
}

CUDASEM_CASE(DriverInit, NonzeroFlagsRejected,
    {
        .api = {"cuInit"},
        .cite = {.doc = "DRV", .section = "cuInit", .quote = "Currently, the Flags parameter must be 0."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  std::optional<CUresult> r = cudasem::driver_api::helper_result("driver_init_nonzero_flags");

  ASSERT_TRUE(r.has_value());
  CUDASEM_EXPECT_CU_FAILURE_OF(cuInit, *r);  // the helper's cuInit(1)
}
