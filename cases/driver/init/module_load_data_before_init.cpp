// SPDX-License-Identifier: Apache-2.0
// cuModuleLoadData of a PTX image in a fresh process that never called cuInit: the driver must answer
// CUDA_ERROR_NOT_INITIALIZED.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_HELPER(driver_init_module_load_data) {
  const cudasem::Driver* drv = cudasem::helper_driver();
  if (!drv) return 3;
  CUmodule m = nullptr;
  return cudasem::driver_api::say_result(drv->cuModuleLoadData(&m, cudasem::modules::ptx().data));
}

CUDASEM_CASE(DriverBeforeInit, ModuleLoadData,
    {
        .api = {"cuModuleLoadData"},
        .cite = {.doc = "DRV",
            .section = "cuInit",
            .quote =
                "If cuInit() has not been called, any function from the driver API will return CUDA_ERROR_NOT_INITIALIZED."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  std::optional<CUresult> r = cudasem::driver_api::helper_result("driver_init_module_load_data");

  CUDASEM_ASSERT_TRUE_NAMED("helper.result_reported", r.has_value());
  CUDASEM_EXPECT_CU_ERROR_OF(cuModuleLoadData, *r, CUDA_ERROR_NOT_INITIALIZED);  // the helper's call
}
