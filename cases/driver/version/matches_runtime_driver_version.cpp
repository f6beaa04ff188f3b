// SPDX-License-Identifier: Apache-2.0
// cuDriverGetVersion and the runtime's cudaDriverGetVersion report the same number, in the
// 1000 * major + 10 * minor form.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DriverGetVersion, MatchesRuntime,
    {
        .api = {"cuDriverGetVersion"},
        .cite = {.doc = "DRV",
            .section = "cuDriverGetVersion",
            .quote = "The version is returned as (1000 * major + 10 * minor)."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  int version = 0;

  CUDASEM_ASSERT_CU_OK(drv.cuDriverGetVersion(&version));

  int rt = 0;
  CUDASEM_ASSERT_OK(cudaDriverGetVersion(&rt));
  cudasem::environment("driver_version", version);
  CUDASEM_EXPECT_EQ_NAMED("driver_version.matches_runtime", version, rt);
  CUDASEM_EXPECT_EQ_NAMED("driver_version.last_digit", version % 10, 0) << "not 1000 * major + 10 * minor";
  CUDASEM_EXPECT_TRUE_NAMED("driver_version.at_least_1000", version >= 1000);
}
