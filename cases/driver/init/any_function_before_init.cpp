// SPDX-License-Identifier: Apache-2.0
// Every driver function whose cuda.h return list names CUDA_ERROR_NOT_INITIALIZED, called once with
// zeroed arguments (driver_zeroed.h) in a fresh helper process that never called cuInit: the cuInit
// text says any driver function returns CUDA_ERROR_NOT_INITIALIZED then. One row per function.
#include "../driver_zeroed.h"
#include "cudasem/cudasem.h"

static const std::vector<cudasem::driver_api::ZeroedCall> kBeforeInit =
    cudasem::driver_api::zeroed_calls_documenting("CUDA_ERROR_NOT_INITIALIZED");

CUDASEM_HELPER(driver_zeroed_call_before_init) {
  return cudasem::driver_api::zeroed_call_helper(argc, argv, cudasem::driver_api::ZeroedState::never_initialized);
}

CUDASEM_CASE_TABLE(DriverBeforeInit, AnyFunction, kBeforeInit,
    {
        .api = {"cuInit"},
        .cite = {.doc = "DRV",
            .section = "cuInit",
            .quote =
                "If cuInit() has not been called, any function from the driver API will return CUDA_ERROR_NOT_INITIALIZED."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  if (const std::string why = cudasem::driver_api::driver_lacks(row); !why.empty()) GTEST_SKIP() << why;
  const std::optional<CUresult> r = cudasem::zeroed_call_result<CUresult>("driver_zeroed_call_before_init", row.key);

  CUDASEM_ASSERT_TRUE_NAMED("helper.result_reported", r.has_value());
  CUDASEM_EXPECT_CU_ERROR_OF_ROW(row.key, *r, CUDA_ERROR_NOT_INITIALIZED);  // the helper's call
}
