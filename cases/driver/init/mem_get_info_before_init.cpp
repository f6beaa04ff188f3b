// SPDX-License-Identifier: Apache-2.0
// cuMemGetInfo in a fresh process that never called cuInit: the driver must answer
// CUDA_ERROR_NOT_INITIALIZED.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_HELPER(driver_init_mem_get_info) {
  const cudasem::Driver* drv = cudasem::helper_driver();
  if (!drv) return 3;
  size_t free_bytes = 0;
  size_t total_bytes = 0;
  return cudasem::driver_api::say_result(drv->cuMemGetInfo(&free_bytes, &total_bytes));
}

CUDASEM_CASE(DriverBeforeInit, MemGetInfo,
    {
        .api = {"cuMemGetInfo"},
        .cite = {.doc = "DRV",
            .section = "cuInit",
            .quote =
                "If cuInit() has not been called, any function from the driver API will return CUDA_ERROR_NOT_INITIALIZED."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  std::optional<CUresult> r = cudasem::driver_api::helper_result("driver_init_mem_get_info");

  ASSERT_TRUE(r.has_value());
  CUDASEM_EXPECT_CU_ERROR_OF(cuMemGetInfo, *r, CUDA_ERROR_NOT_INITIALIZED);  // the helper's call
}
