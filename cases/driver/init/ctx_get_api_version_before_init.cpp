// SPDX-License-Identifier: Apache-2.0
// cuCtxGetApiVersion (the current context, given as NULL) in a fresh process that never called cuInit: the driver must answer
// CUDA_ERROR_NOT_INITIALIZED.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_HELPER(driver_init_ctx_get_api_version) {
  const cudasem::Driver* drv = cudasem::helper_driver();
  if (!drv) return 3;
  unsigned version = 0;
  return cudasem::driver_api::say_result(drv->cuCtxGetApiVersion(nullptr, &version));
}

CUDASEM_CASE(DriverBeforeInit, CtxGetApiVersion,
    {
        .api = {"cuCtxGetApiVersion"},
        .cite = {.doc = "DRV",
            .section = "cuInit",
            .quote =
                "If cuInit() has not been called, any function from the driver API will return CUDA_ERROR_NOT_INITIALIZED."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  std::optional<CUresult> r = cudasem::driver_api::helper_result("driver_init_ctx_get_api_version");

  ASSERT_TRUE(r.has_value());
  CUDASEM_EXPECT_CU_ERROR_OF(cuCtxGetApiVersion, *r, CUDA_ERROR_NOT_INITIALIZED);  // the helper's call
}
