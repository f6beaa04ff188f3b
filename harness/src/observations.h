// SPDX-License-Identifier: Apache-2.0
// Internal: the observations recorded so far in this process, and the case running in it.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "cudasem/case.h"
#include "json.h"

namespace cudasem {
// [{"name", "value", "type": "verdict"|"measurement"|"environment" [, "check": {...}]}, ...] in the
// order recorded.
Json observations_json();
// (name, value as text: a string as it is, anything else as its JSON), in the order recorded.
std::vector<std::pair<std::string, std::string>> observation_texts();
// A check's record: a verdict named `name` whose value is the returned code, with
// "check": {"function", "expected" (null for "fails with a documented code"), "documented" (null
// when the function is one of the suite's helpers)}.
void record_check(
    const std::string& name, const std::string& function, const std::string& actual, Json expected, Json documented);
// Whether `name` is a label a case may give (two or more words joined by '_' or '.').
bool valid_label(const std::string& name);
// The case this process runs (nullptr while listing).
const CaseInfo* current_case_info();
void set_current_case(const CaseInfo* info);
}  // namespace cudasem
