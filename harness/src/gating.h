// SPDX-License-Identifier: Apache-2.0
// Internal: what the case main settles before a case's body runs, apart from the run itself: the
// user's CUDASEM_* settings, the case's declared environment, the device selection, the machine's
// platform and device against the case's requirements, and the expectation entry for this GPU and
// driver. Listing and gating never create a context (driver API only). Each step that stops the
// case finishes it (case_record.h): FAIL for an invalid setting or expectation file, UNSUPPORTED
// (through the verdict, verdict.h) for an unmet requirement.
#pragma once

#include <string>

#include "case_record.h"
#include "cudasem/case.h"
#include "verdict.h"

namespace cudasem {

// The variable's value, or `fallback` when it is unset or empty.
std::string env_or(const char* name, const std::string& fallback);

// A case's time limit: its declared one, times kSanitizerTimeFactor in sanitizer mode (an invalid
// CUDASEM_SANITIZER leaves it: the case then FAILs naming the setting).
int time_limit_s(const CaseInfo& info);

// CUDASEM_LIBCUDA could not be honoured (set by main before anything else): the case FAILs.
extern std::string g_libcuda_problem;

// The user's settings, parsed once by the one parser (expectations.h).
struct Settings {
  std::string expectations_mode = "on";  // on | off | on-any-library
  bool run_skipped = false;
  long retries = 0;
  std::string sanitizer_tool;  // "" when not in sanitizer mode
};
// An invalid value FAILs the case with its name, never a silent default.
Settings read_settings(Run& run);

// The case's declared environment, as CTest's ENVIRONMENT property sets it, also when the case
// is run directly (before any CUDA call, so the runtime and driver read it at start); a case that
// asks for the toolkit's defaults drops the harness's settings.
void apply_case_environment(const CaseInfo& info);

// Device selection, the platform and the requirements, the expectation entry: finishes the case
// when it cannot run here; else the verdict's inputs known before the body runs.
VerdictInput gate(Run& run, const Settings& settings);

}  // namespace cudasem
