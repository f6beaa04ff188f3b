// SPDX-License-Identifier: Apache-2.0
// Characterization: cuInit(1) as the first driver call of a fresh process. The text says the flags
// must be 0 and names no outcome for another value: the code cuInit returns is recorded.
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
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV", .section = "cuInit", .quote = "Currently, the Flags parameter must be 0."},
        .claim = cudasem::Claim::caller_requirement,
    }) {
  std::optional<CUresult> r = cudasem::driver_api::helper_result("driver_init_nonzero_flags");

  CUDASEM_ASSERT_TRUE_NAMED("helper.result_reported", r.has_value());
  cudasem::observe("init_nonzero_flags_result", *r);  // the helper's cuInit(1)
}
