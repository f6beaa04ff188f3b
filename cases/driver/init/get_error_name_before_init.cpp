// SPDX-License-Identifier: Apache-2.0
// cuGetErrorName in a fresh process that never called cuInit: the cuInit text says any driver
// function answers CUDA_ERROR_NOT_INITIALIZED then (cuGetErrorName's own text sets the name for any
// recognized code and lists no such code: where the two differ, the expectation entry quotes both).
// The name it gave is recorded.
#include "../driver.h"
#include "cudasem/cudasem.h"

#include <cstring>

CUDASEM_HELPER(driver_init_get_error_name) {
  const cudasem::Driver* drv = cudasem::helper_driver();
  if (!drv) return 3;
  const char* name = nullptr;
  CUresult r = drv->cuGetErrorName(CUDA_ERROR_INVALID_VALUE, &name);
  const std::string named = name ? name : "(null)";  // before the next call, which names r
  cudasem::helper_send("result", r);
  cudasem::helper_send("error_name", named);
  return 0;
}

CUDASEM_CASE(DriverBeforeInit, GetErrorName,
    {
        .api = {"cuGetErrorName"},
        .cite = {.doc = "DRV",
            .section = "cuInit",
            .quote =
                "If cuInit() has not been called, any function from the driver API will return CUDA_ERROR_NOT_INITIALIZED."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  cudasem::HelperRun run = cudasem::run_helper("driver_init_get_error_name", {});

  CUDASEM_ASSERT_TRUE_NAMED("helper.exited_cleanly", run.finished && run.exit_code == 0) << run.error << run.output;
  const std::optional<cudasem::HelperCode> code = run.code("result");
  CUDASEM_ASSERT_TRUE_NAMED("helper.result_and_name_reported", code && run.has("error_name")) << run.output;
  CUDASEM_EXPECT_CU_ERROR_OF(cuGetErrorName, static_cast<CUresult>(code->code), CUDA_ERROR_NOT_INITIALIZED);
  cudasem::observe("error_name", run, "error_name");
}
