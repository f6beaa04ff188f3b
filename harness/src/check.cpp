// SPDX-License-Identifier: Apache-2.0
#include "cudasem/check.h"

#include <cstddef>

#include "cudasem/driver.h"
#include "cudasem/observe.h"
#include "observations.h"

namespace cudasem {

namespace {

std::string code_name(cudaError_t e) { return cudaGetErrorName(e); }

std::string code_name(CUresult e) {
  const char* name = nullptr;
  std::string why;
  const Driver* d = load_driver(&why);
  if (d) d->cuGetErrorName(e, &name);
  return name ? name : "CUresult";
}

}  // namespace

// For failure messages, which people read; the record holds a code as {"name", "code"} (code_json).
std::string error_text(cudaError_t e) { return code_name(e) + " (" + std::to_string(static_cast<int>(e)) + ")"; }
std::string error_text(CUresult e) { return code_name(e) + " (" + std::to_string(static_cast<int>(e)) + ")"; }

void observe(const std::string& name, cudaError_t code) { record_code(name, code_name(code), code); }
void observe(const std::string& name, CUresult code) { record_code(name, code_name(code), code); }

namespace detail {
struct DocumentedCodes {
  const char* function;
  const char* codes;  // comma-separated names
};
extern const DocumentedCodes kDocumentedCodes[];
extern const std::size_t kDocumentedCodesCount;
}  // namespace detail

std::string c_function(std::string_view function) {
  // cuda_runtime.h's C++ wrappers whose C function has another name.
  static const std::pair<std::string_view, std::string_view> kWrappers[] = {
      {"cudaLaunchKernelEx", "cudaLaunchKernelExC"},
      {"cudaOccupancyMaxPotentialBlockSize", "cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags"},
      {"cudaOccupancyMaxPotentialBlockSizeVariableSMem", "cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags"},
      {"cudaOccupancyMaxPotentialBlockSizeWithFlags", "cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags"},
      {"cudaOccupancyMaxPotentialBlockSizeVariableSMemWithFlags",
          "cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags"},
  };
  for (const auto& [wrapper, c] : kWrappers)
    if (function == wrapper) return std::string(c);
  return std::string(function);
}

const char* documented_codes(const std::string& function) {
  for (std::size_t i = 0; i < detail::kDocumentedCodesCount; ++i)
    if (function == detail::kDocumentedCodes[i].function) return detail::kDocumentedCodes[i].codes;
  return nullptr;
}

namespace {

thread_local const char* t_label = nullptr;

bool listed(const char* codes, const std::string& name) {
  const std::string list = std::string(",") + codes + ",";
  return list.find("," + name + ",") != std::string::npos;
}

// These two return the error of an earlier call, whatever it was: every code is theirs.
bool returns_earlier_errors(const std::string& fn) { return fn == "cudaGetLastError" || fn == "cudaPeekAtLastError"; }

// The current case's citation names the code: its quote, or its section when that is the code's own
// entry (`cudaError (cudaErrorStreamCaptureMerge)`), a code the function's list omits but the cited
// text promises.
bool quote_names(const std::string& code) {
  const CaseInfo* info = current_case_info();
  if (!info) return false;
  if (info->cite.quote && std::string(info->cite.quote).find(code) != std::string::npos) return true;
  return info->cite.section && std::string(info->cite.section).find("(" + code + ")") != std::string::npos;
}

template <typename E>
::testing::AssertionResult check(
    CheckMode mode, std::string_view function, const char* text, bool named, E actual, E expected, E success) {
  const std::string fn = c_function(function);
  const bool recording = mode != CheckMode::ok || named;
  const char* codes = returns_earlier_errors(fn) ? "" : documented_codes(fn);
  const std::string actual_text = error_text(actual);
  const bool no_expected = mode == CheckMode::fails || mode == CheckMode::records;
  const std::string expected_text = mode == CheckMode::fails ? std::string("a documented error") : error_text(expected);
  const std::string actual_name = code_name(actual);
  Json expected_code = no_expected ? Json(nullptr) : code_json(code_name(expected), expected);
  std::string name(function);
  if (t_label) name += std::string("[") + t_label + "]";

  if (recording && !codes) {
    record_check(name, fn, code_json(actual_name, actual), actual_name, expected_code, Json(nullptr));
    return ::testing::AssertionFailure() << "harness: " << fn << " has no documented return codes in the toolkit "
                                         << "headers (not a Runtime or Driver API function, or a C++ wrapper without "
                                         << "a mapping to its C function), so `" << text << "` cannot be judged; name "
                                         << "the API function with the _OF form";
  }
  // documented: null for the suite's own helpers (an _OK check only) and for an API function whose
  // header lists no codes (then "fails with a documented code" can only mean "fails").
  if (codes) tally_return(fn, actual_name, static_cast<long long>(actual));  // success included
  Json documented(nullptr);
  bool is_documented = true;
  if (codes && *codes) {
    is_documented = returns_earlier_errors(fn) || listed(codes, actual_name);
    documented = Json(is_documented);
    if (!is_documented) record_code("undocumented_return_code." + fn, actual_name, actual);
  }
  const bool ok = mode == CheckMode::records ||
                  (mode == CheckMode::fails ? (actual != success && is_documented) : actual == expected);
  if (recording || !ok)
    record_check(
        name, fn, code_json(actual_name, actual), actual_name, expected_code, documented, mode != CheckMode::records);
  if (mode == CheckMode::equals && expected != success && codes && !returns_earlier_errors(fn) &&
      // (an empty list: the expected code must be named in the quote)
      !listed(codes, code_name(expected)) && !quote_names(code_name(expected)))
    return ::testing::AssertionFailure() << "harness: the check of " << fn << " expects " << error_text(expected)
                                         << ", which is neither among the codes " << fn
                                         << " documents nor named in the case's citation (quote or section)";
  if (ok) return ::testing::AssertionSuccess();
  auto failure = ::testing::AssertionFailure();
  failure << fn << " returned " << actual_text << ", expected " << expected_text;
  if (mode == CheckMode::fails && actual != success)
    failure << " (" << actual_text << " is not among the codes " << fn << " documents: " << codes << ")";
  if (mode == CheckMode::fails && !*codes && !returns_earlier_errors(fn))
    failure << " (" << fn << "'s header lists no return codes)";
  failure << "\n    call: " << text;
  return failure;
}

}  // namespace

::testing::AssertionResult check_code(
    CheckMode mode, std::string_view function, const char* text, bool named, cudaError_t actual, cudaError_t expected) {
  return check(mode, function, text, named, actual, expected, cudaSuccess);
}

::testing::AssertionResult check_code(
    CheckMode mode, std::string_view function, const char* text, bool named, CUresult actual, CUresult expected) {
  return check(mode, function, text, named, actual, expected, CUDA_SUCCESS);
}

CheckLabel::CheckLabel(const char* label) : previous_(t_label) { t_label = label; }
CheckLabel::~CheckLabel() { t_label = previous_; }

cudaError_t last_error(LastError mode) { return mode == LastError::clear ? cudaGetLastError() : cudaPeekAtLastError(); }

}  // namespace cudasem
