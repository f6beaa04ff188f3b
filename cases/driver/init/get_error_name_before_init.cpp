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
  const std::string named = name ? name : "(null)";  // before the next call, which names r
  cudasem::helper_send("result", r);
  cudasem::helper_send("error_name", named);
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
        .claim = cudasem::Claim::hedge,
    }) {
  cudasem::HelperRun run = cudasem::run_helper("driver_init_get_error_name", {});

  ASSERT_TRUE(run.finished && run.exit_code == 0) << run.error << run.output;
  const std::optional<cudasem::HelperCode> code = run.code("result");
  ASSERT_TRUE(code && run.has("error_name")) << run.output;
  cudasem::observe("returned_code", std::to_string(code->code));
  cudasem::observe("error_name", run, "error_name");
}
