// SPDX-License-Identifier: Apache-2.0
#include "cudasem/check.h"

#include <cctype>
#include <cstddef>

#include "cudasem/driver.h"
#include "cudasem/observe.h"

namespace cudasem {

std::string error_text(cudaError_t e) {
  return std::string(cudaGetErrorName(e)) + " (" + std::to_string(static_cast<int>(e)) + ")";
}

std::string error_text(CUresult e) {
  const char* name = nullptr;
  std::string why;
  const Driver* d = load_driver(&why);
  if (d) d->cuGetErrorName(e, &name);
  return std::string(name ? name : "CUresult") + " (" + std::to_string(static_cast<int>(e)) + ")";
}

namespace detail {
struct DocumentedCodes {
  const char* function;
  const char* codes;  // comma-separated names
};
extern const DocumentedCodes kDocumentedCodes[];
extern const std::size_t kDocumentedCodesCount;
}  // namespace detail

std::string called_function(const char* call) {
  const std::string text = call ? call : "";
  const std::size_t paren = text.find('(');
  if (paren == std::string::npos) return "";
  std::size_t end = paren;
  while (end > 0 && text[end - 1] == ' ') --end;
  std::size_t begin = end;
  while (begin > 0 && (std::isalnum(static_cast<unsigned char>(text[begin - 1])) || text[begin - 1] == '_'))
    --begin;
  return text.substr(begin, end - begin);
}

const char* documented_codes(const std::string& function) {
  for (std::size_t i = 0; i < detail::kDocumentedCodesCount; ++i)
    if (function == detail::kDocumentedCodes[i].function) return detail::kDocumentedCodes[i].codes;
  return nullptr;
}

namespace {

// "cudaErrorInvalidValue (1)" -> "cudaErrorInvalidValue"
std::string bare_name(const std::string& text) { return text.substr(0, text.find(' ')); }

bool listed(const char* codes, const std::string& name) {
  const std::string list = std::string(",") + codes + ",";
  return list.find("," + name + ",") != std::string::npos;
}

// The code is documented for the function the call names (true when the function is unknown).
template <typename E>
bool documented(const char* call, E actual) {
  const std::string fn = called_function(call);
  // These two return the error of an earlier call, whatever it was.
  if (fn == "cudaGetLastError" || fn == "cudaPeekAtLastError") return true;
  const char* codes = documented_codes(fn);
  if (!codes) return true;
  const std::string name = bare_name(error_text(actual));
  if (listed(codes, name)) return true;
  observe("undocumented_return_code." + fn, error_text(actual));
  return false;
}

template <typename E>
::testing::AssertionResult check(const char* call, E actual, E expected, bool record) {
  if (record) observe(call, error_text(actual));
  documented(call, actual);
  if (actual == expected) return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure() << call << "\n    returned " << error_text(actual)
                                       << "\n    expected " << error_text(expected);
}

template <typename E>
::testing::AssertionResult check_failed(const char* call, E actual, E success) {
  if (called_function(call).empty())
    return ::testing::AssertionFailure() << "harness: " << call << " is not a call, so its documented codes cannot be "
                                         << "looked up; use CUDASEM_EXPECT_FAILURE_OF(function, " << call << ")";
  observe(call, error_text(actual));
  if (actual == success)
    return ::testing::AssertionFailure() << call << "\n    returned " << error_text(actual)
                                         << "\n    expected an error";
  if (!documented(call, actual)) {
    const std::string fn = called_function(call);
    return ::testing::AssertionFailure() << call << "\n    returned " << error_text(actual) << ", which is not among the codes "
                                         << fn << " documents: " << documented_codes(fn);
  }
  return ::testing::AssertionSuccess();
}

}  // namespace

::testing::AssertionResult check_error(const char* call, cudaError_t actual, cudaError_t expected,
                                       bool record) {
  return check(call, actual, expected, record);
}

::testing::AssertionResult check_error(const char* call, CUresult actual, CUresult expected,
                                       bool record) {
  return check(call, actual, expected, record);
}

::testing::AssertionResult check_not_success(const char* call, cudaError_t actual) {
  return check_failed(call, actual, cudaSuccess);
}

::testing::AssertionResult check_not_success(const char* call, CUresult actual) {
  return check_failed(call, actual, CUDA_SUCCESS);
}

::testing::AssertionResult check_not_success_of(const char* function, const char* variable, cudaError_t actual) {
  const std::string call = std::string(function) + "(" + variable + ")";
  return check_failed(call.c_str(), actual, cudaSuccess);
}

cudaError_t last_error(LastError mode) {
  return mode == LastError::clear ? cudaGetLastError() : cudaPeekAtLastError();
}

}  // namespace cudasem
