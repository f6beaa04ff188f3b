// SPDX-License-Identifier: Apache-2.0
// Characterization: every Runtime API function whose return list names cudaErrorInvalidValue, called
// once with zeroed arguments (errors_zeroed.h: outputs and inputs point at zeroed scratch, handles and
// callbacks null, numbers 0) in a helper process of its own. The code's text describes out-of-range
// parameters without saying which values a function refuses: the code each call returns is recorded.
// One row per function.
#include "../errors_zeroed.h"
#include "cudasem/cudasem.h"

static const std::vector<cudasem::errors::ZeroedCall> kInvalidValueListed =
    cudasem::errors::zeroed_calls_documenting("cudaErrorInvalidValue");

CUDASEM_HELPER(runtime_zeroed_call) { return cudasem::errors::zeroed_call_helper(argc, argv); }

CUDASEM_CASE_TABLE(RuntimeZeroedArguments, InvalidValueListedResult, kInvalidValueListed,
    {
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaError (cudaErrorInvalidValue)",
            .quote = "This indicates that one or more of the parameters passed to the API call is not within an "
                     "acceptable range of values."},
        .claim = cudasem::Claim::hedge,
    }) {
  const std::optional<cudaError_t> r =
      cudasem::zeroed_call_result<cudaError_t>("runtime_zeroed_call", row.key, cudasem::HelperDeath::is_recorded);

  if (r) CUDASEM_RECORD_CODE_OF_ROW(row.key, *r);  // the helper's call (else its exit status is recorded)
}
