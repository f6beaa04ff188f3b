// SPDX-License-Identifier: Apache-2.0
// Characterization: every driver function whose cuda.h return list names CUDA_ERROR_INVALID_CONTEXT,
// called once with zeroed arguments (driver_zeroed.h) in a helper process after cuInit(0), with no
// context current (none made, none retained). The code's own text says only what it "most frequently"
// indicates: the code each call returns is recorded. One row per function.
#include "../driver_zeroed.h"
#include "cudasem/cudasem.h"

static const std::vector<cudasem::driver_api::ZeroedCall> kNoContext =
    cudasem::driver_api::zeroed_calls_documenting("CUDA_ERROR_INVALID_CONTEXT");

CUDASEM_HELPER(driver_zeroed_call_no_context) {
  return cudasem::driver_api::zeroed_call_helper(argc, argv, cudasem::driver_api::ZeroedState::no_current_context);
}

CUDASEM_CASE_TABLE(DriverNoCurrentContext, AnyFunctionResult, kNoContext,
    {
        .api = {"cuInit"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "CUresult (CUDA_ERROR_INVALID_CONTEXT)",
            .quote = "This most frequently indicates that there is no context bound to the current thread."},
        .claim = cudasem::Claim::hedge,
    }) {
  if (const std::string why = cudasem::driver_api::driver_lacks(row); !why.empty()) GTEST_SKIP() << why;
  const std::optional<CUresult> r = cudasem::zeroed_call_result<CUresult>(
      "driver_zeroed_call_no_context", row.key, cudasem::HelperDeath::is_recorded);

  if (r) CUDASEM_RECORD_CODE_OF_ROW(row.key, *r);  // the helper's call (else its exit status is recorded)
}
