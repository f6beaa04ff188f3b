// SPDX-License-Identifier: Apache-2.0
// cuDriverGetVersion in a fresh process that never called cuInit. The cuInit text says every
// driver function answers CUDA_ERROR_NOT_INITIALIZED, yet version queries are commonly made
// before initialization: records what this one returns, and the version when it succeeds.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_HELPER(driver_init_driver_get_version) {
  const cudasem::Driver* drv = cudasem::helper_driver();
  if (!drv) return 3;
  int v = -1;
  CUresult r = drv->cuDriverGetVersion(&v);
  std::printf("%d\n%d\n", static_cast<int>(r), v);
  return 0;
}

CUDASEM_CASE(DriverBeforeInit, DriverGetVersion,
    {
        .api = {"cuDriverGetVersion"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuInit",
            .quote =
                "If cuInit() has not been called, any function from the driver API will return CUDA_ERROR_NOT_INITIALIZED."},
    }) {
  cudasem::HelperRun run = cudasem::run_helper("driver_init_driver_get_version", {});

  ASSERT_TRUE(run.finished && run.exit_code == 0) << run.error << run.output;
  int code = -1, version = -1;
  ASSERT_EQ(std::sscanf(run.output.c_str(), "%d %d", &code, &version), 2) << run.output;
  cudasem::observe("returned_code", static_cast<CUresult>(code));
  cudasem::environment("driver_version", version);
}
