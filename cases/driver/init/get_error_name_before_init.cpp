// SPDX-License-Identifier: Apache-2.0
// cuGetErrorName in a fresh process that never called cuInit: records whether the name lookup
// works before initialization (the cuInit text says every driver function answers
// CUDA_ERROR_NOT_INITIALIZED; error-name lookups are commonly expected to work anyway).
#include "../driver.h"
#include "cudasem/cudasem.h"

#include <cstring>

CUDASEM_HELPER(driver_init_get_error_name) {
  const cudasem::Driver* drv = cudasem::helper_driver();
  if (!drv) return 3;
  const char* name = nullptr;
  CUresult r = drv->cuGetErrorName(CUDA_ERROR_INVALID_VALUE, &name);
  std::printf("%d\n%s\n", static_cast<int>(r), name ? name : "(null)");
  return 0;
}

CUDASEM_CASE(DriverBeforeInit, GetErrorName,
    {
        .api = {"cuGetErrorName"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuInit",
            .quote =
                "If cuInit() has not been called, any function from the driver API will return CUDA_ERROR_NOT_INITIALIZED."},
    }) {
  cudasem::HelperRun run = cudasem::run_helper("driver_init_get_error_name", {});

  ASSERT_TRUE(run.finished && run.exit_code == 0) << run.error << run.output;
  int code = -1;
  char name[128] = {0};
  ASSERT_EQ(std::sscanf(run.output.c_str(), "%d %127s", &code, name), 2) << run.output;
  cudasem::observe("returned_code", std::to_string(code));
  cudasem::observe("error_name", std::string(name));
}
