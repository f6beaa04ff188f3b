// SPDX-License-Identifier: Apache-2.0
// cuDriverGetVersion in a fresh process that never called cuInit: the cuInit text says any driver
// function answers CUDA_ERROR_NOT_INITIALIZED then (cuDriverGetVersion's own text returns the version
// unconditionally and lists no such code: where the two differ, the expectation entry quotes both).
// The version is recorded when the call succeeds.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_HELPER(driver_init_driver_get_version) {
  const cudasem::Driver* drv = cudasem::helper_driver();
  if (!drv) return 3;
  int v = -1;
  CUresult r = drv->cuDriverGetVersion(&v);
  cudasem::helper_send("result", r);
  cudasem::helper_send("version", v);
  return 0;
}

CUDASEM_CASE(DriverBeforeInit, DriverGetVersion,
    {
        .api = {"cuDriverGetVersion"},
        .cite = {.doc = "DRV",
            .section = "cuInit",
            .quote =
                "If cuInit() has not been called, any function from the driver API will return CUDA_ERROR_NOT_INITIALIZED."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  cudasem::HelperRun run = cudasem::run_helper("driver_init_driver_get_version", {});

  CUDASEM_ASSERT_TRUE_NAMED("helper.exited_cleanly", run.finished && run.exit_code == 0) << run.error << run.output;
  const std::optional<cudasem::HelperCode> code = run.code("result");
  const std::optional<long long> version = run.integer("version");
  CUDASEM_ASSERT_TRUE_NAMED("helper.result_and_version_reported", code && version) << run.output;
  CUDASEM_EXPECT_CU_ERROR_OF(cuDriverGetVersion, static_cast<CUresult>(code->code), CUDA_ERROR_NOT_INITIALIZED);
  cudasem::environment("driver_version", static_cast<int>(*version));
}
