// SPDX-License-Identifier: Apache-2.0
// cuDeviceTotalMem of device 0 in a fresh process that never called cuInit: the driver must answer
// CUDA_ERROR_NOT_INITIALIZED.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_HELPER(driver_init_device_total_mem) {
  const cudasem::Driver* drv = cudasem::helper_driver();
  if (!drv) return 3;
  size_t bytes = 0;
  return cudasem::driver_api::say_result(drv->cuDeviceTotalMem(&bytes, 0));
}

CUDASEM_CASE(DriverBeforeInit, DeviceTotalMem,
    {
        .api = {"cuDeviceTotalMem"},
        .cite = {.doc = "DRV",
            .section = "cuInit",
            .quote =
                "If cuInit() has not been called, any function from the driver API will return CUDA_ERROR_NOT_INITIALIZED."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  std::optional<CUresult> r = cudasem::driver_api::helper_result("driver_init_device_total_mem");

  ASSERT_TRUE(r.has_value());
  CUDASEM_EXPECT_CU_ERROR_OF(cuDeviceTotalMem, *r, CUDA_ERROR_NOT_INITIALIZED);  // the helper's call
}
