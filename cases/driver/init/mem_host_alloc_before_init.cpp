// SPDX-License-Identifier: Apache-2.0
// cuMemHostAlloc of 16 bytes (flags 0) in a fresh process that never called cuInit: the driver must answer
// CUDA_ERROR_NOT_INITIALIZED.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_HELPER(driver_init_mem_host_alloc) {
  const cudasem::Driver* drv = cudasem::helper_driver();
  if (!drv) return 3;
  void* p = nullptr;
  return cudasem::driver_api::say_result(drv->cuMemHostAlloc(&p, 16, 0));
}

CUDASEM_CASE(DriverBeforeInit, MemHostAlloc,
    {
        .api = {"cuMemHostAlloc"},
        .cite = {.doc = "DRV",
            .section = "cuInit",
            .quote =
                "If cuInit() has not been called, any function from the driver API will return CUDA_ERROR_NOT_INITIALIZED."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  std::optional<CUresult> r = cudasem::driver_api::helper_result("driver_init_mem_host_alloc");

  CUDASEM_ASSERT_TRUE_NAMED("helper.result_reported", r.has_value());
  CUDASEM_EXPECT_CU_ERROR_OF(cuMemHostAlloc, *r, CUDA_ERROR_NOT_INITIALIZED);  // the helper's call
}
