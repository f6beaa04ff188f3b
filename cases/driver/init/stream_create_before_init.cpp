// SPDX-License-Identifier: Apache-2.0
// cuStreamCreate (default flags) in a fresh process that never called cuInit: the driver must answer
// CUDA_ERROR_NOT_INITIALIZED.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_HELPER(driver_init_stream_create) {
  const cudasem::Driver* drv = cudasem::helper_driver();
  if (!drv) return 3;
  CUstream s = nullptr;
  return cudasem::driver_api::say_result(drv->cuStreamCreate(&s, CU_STREAM_DEFAULT));
}

CUDASEM_CASE(DriverBeforeInit, StreamCreate,
    {
        .api = {"cuStreamCreate"},
        .cite = {.doc = "DRV",
            .section = "cuInit",
            .quote =
                "If cuInit() has not been called, any function from the driver API will return CUDA_ERROR_NOT_INITIALIZED."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  std::optional<CUresult> r = cudasem::driver_api::helper_result("driver_init_stream_create");

  ASSERT_TRUE(r.has_value());
  CUDASEM_EXPECT_CU_ERROR_OF(cuStreamCreate, *r, CUDA_ERROR_NOT_INITIALIZED);  // the helper's call
}
