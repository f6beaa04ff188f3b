// SPDX-License-Identifier: Apache-2.0
// cuMemAllocHost of 16 bytes in a fresh process that never called cuInit: the driver must answer
// CUDA_ERROR_NOT_INITIALIZED.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_HELPER(driver_init_mem_alloc_host) {
  const cudasem::Driver* drv = cudasem::helper_driver();
  if (!drv) return 3;
  void* p = nullptr;
  return cudasem::driver_api::say_result(drv->cuMemAllocHost(&p, 16));
}

CUDASEM_CASE(DriverBeforeInit, MemAllocHost,
    {
        .api = {"cuMemAllocHost"},
        .cite = {.doc = "DRV",
            .section = "cuInit",
            .quote =
                "If cuInit() has not been called, any function from the driver API will return CUDA_ERROR_NOT_INITIALIZED."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  std::optional<CUresult> r = cudasem::driver_api::helper_result("driver_init_mem_alloc_host");

  CUDASEM_ASSERT_TRUE_NAMED("helper.result_reported", r.has_value());
  CUDASEM_EXPECT_CU_ERROR_OF(cuMemAllocHost, *r, CUDA_ERROR_NOT_INITIALIZED);  // the helper's call
}
