// SPDX-License-Identifier: Apache-2.0
// Internal: sanitizer mode's supervisor (sanitizer.h). The process CTest started runs the case
// under compute-sanitizer with the tool, then writes the record the case wrote with the tool's
// findings added; a finding fails the case. A case excluded from the tool (an intentional fault,
// a limit of the tool) is UNSUPPORTED under it.
#pragma once

#include <string>

#include "case_record.h"

namespace cudasem {

[[noreturn]] void supervise_under_sanitizer(Run& run, const std::string& tool);

}  // namespace cudasem
