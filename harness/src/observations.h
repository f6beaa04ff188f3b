// SPDX-License-Identifier: Apache-2.0
// Internal: the observations recorded so far in this process, the test failures gtest reported,
// and the case running in it. The record's typed parts (schema/record.schema.json).
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

#include "cudasem/case.h"
#include "json.h"

namespace cudasem {
// The record's "schema" (schema/record.schema.json): observation values typed ({name, code} for a
// code; series, unit, stat and at for a measured number), "failures" structured.
inline constexpr const char* kRecordSchema = "cudasem-record/2";

// [{"name", "value", "type": "verdict"|"measurement"|"environment" [, "expected"] [, "check": {...}]
// [, "series", "unit", "stat", "at"]}, ...] in the order recorded.
Json observations_json();
// (name, value as an expectation clause names it), in the order recorded: a string as it is, a
// returned code by its name ("cudaErrorInvalidValue"), anything else as its JSON.
std::vector<std::pair<std::string, std::string>> observation_texts();
// A returned code as the record holds it: {"name": "cudaErrorInvalidValue", "code": 1}.
Json code_json(const std::string& name, long long code);
// A check's record: a verdict named `name` whose value is the returned code (code_json), with
// "check": {"function", "expected" (a code_json; null for "fails with a documented code"),
// "documented" (null when the function is one of the suite's helpers)}.
// A check that is never judged (CUDASEM_RECORD_CODE: a characterization records what the call
// returned) says so: "judged": false.
void record_check(const std::string& name, const std::string& function, Json actual, const std::string& actual_name,
    Json expected, Json documented, bool judged = true);
// A verdict whose value is a returned code (observe(name, cudaError_t) and observe(name, CUresult)).
void record_code(const std::string& name, const std::string& code_name, long long code);
// A code a checked call of the CUDA API function `function` returned (every check macro's call,
// a successful _OK one included): the record's "returned" tally, once per function and code.
void tally_return(const std::string& function, const std::string& code_name, long long code);
// [{"function", "code": code_json, "calls"}, ...] in the order first seen.
Json returned_json();
// Whether `name` is a label a case may give (two or more words joined by '_' or '.').
bool valid_label(const std::string& name);
// A failed assertion as gtest reported it (its TestPartResult): "failures" of the record, each
// {"file", "line", "summary"} (file and line null where gtest gives none). Called by the case
// main's gtest listener for every failed part.
void record_failure(const ::testing::TestPartResult& result);
Json failures_json();
// The case this process runs (nullptr while listing).
const CaseInfo* current_case_info();
void set_current_case(const CaseInfo* info);
}  // namespace cudasem
