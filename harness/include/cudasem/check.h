// SPDX-License-Identifier: Apache-2.0
// Error checks. Each one records a typed check in the case's record: the called function's name,
// the code it returned, the code expected (when one is named) and whether the returned code is
// among the function's documented codes (the toolkit headers' return lists, generated at build
// time). The name is the function's, never the text of the expression:
//
//   CUDASEM_ASSERT_OK(cudaMalloc(&p, n));                           // recorded only if it fails
//   CUDASEM_EXPECT_ERROR(cudaFree(p), cudaErrorInvalidValue);       // recorded as "cudaFree"
//   CUDASEM_EXPECT_FAILURE(cudaHostRegister(p, 0, 0));              // fails with a documented code
//   CUDASEM_EXPECT_CU_ERROR(drv.cuMemHostGetFlags(&f, p), CUDA_ERROR_INVALID_VALUE);
//
// The checked expression must be a call of a named function (`f(...)`, `ns::f(...)`,
// `obj.f(...)`, `obj->f(...)`); this is checked at compile time. A code already returned and
// kept in a variable is checked with the _OF form, which names the function that returned it:
//
//   const cudaError_t result = cudaStreamQuery(stream);
//   CUDASEM_EXPECT_ERROR_OF(cudaStreamQuery, result, cudaErrorNotReady);
//   CUDASEM_EXPECT_FAILURE_OF(cudaLaunchKernel, cudaGetLastError());   // a <<<>>> launch's code
//
// A function called twice in one case records "f", then "f #2"; a case may name a check instead:
//   { cudasem::CheckLabel label("while_held");  // records "cudaStreamQuery[while_held]"
//     CUDASEM_EXPECT_ERROR(cudaStreamQuery(s), cudaErrorNotReady); }
//
// Harness errors (the case FAILs with a message starting "harness:"): a recording check
// (_ERROR, _FAILURE and every _OF form) of a function whose documented codes are unknown (not a
// Runtime or Driver API function, or a C++ wrapper without a mapping to its C function), and an
// _ERROR check whose expected code is neither documented for the function nor named in the
// case's quote. _OK checks may call the suite's own helpers (e.g. cudasem::kernels::launch_fill):
// their records say "documented": null.
#pragma once

#include <cuda.h>
#include <cuda_runtime_api.h>
#include <gtest/gtest.h>

#include "cudasem/observe.h"

#include <cstddef>
#include <cstdint>
#include <ios>
#include <string>
#include <string_view>
#include <type_traits>

namespace cudasem {

// A code in words for a failure message, which people read ("cudaErrorInvalidValue (1)"); never
// an observation's value: observe(name, code) records it typed.
std::string error_text(cudaError_t e);
std::string error_text(CUresult e);
// A returned code as a verdict: recorded as {"name": "cudaErrorInvalidValue", "code": 1}; an
// expectation clause names it by its name (`cudaMalloc=cudaErrorMemoryAllocation`).
void observe(const std::string& name, cudaError_t code);
void observe(const std::string& name, CUresult code);

// The C function whose documented codes apply to a call of `function` (a C++ wrapper of
// cuda_runtime.h maps to its C function: cudaLaunchKernelEx -> cudaLaunchKernelExC), and that
// function's documented return codes ("cudaSuccess,cudaErrorInvalidValue,..."; nullptr when the
// headers document none or the function is unknown).
std::string c_function(std::string_view function);
const char* documented_codes(const std::string& function);

enum class CheckMode {
  ok,       // must return success; recorded only on failure
  equals,   // must return `expected`; recorded
  fails,    // must fail with a documented code; recorded
  records,  // a characterization's call: its code is recorded (with whether the function documents it), never judged
};

// The checks behind the macros. `function` is the called function's name, `text` the call as
// written (for the failure message only), `named` whether the function was named by an _OF form.
::testing::AssertionResult check_code(CheckMode mode, std::string_view function, const char* text, bool named,
    cudaError_t actual, cudaError_t expected = cudaSuccess);
::testing::AssertionResult check_code(CheckMode mode, std::string_view function, const char* text, bool named,
    CUresult actual, CUresult expected = CUDA_SUCCESS);

// Names the checks recorded while it lives: "<function>[<label>]".
class CheckLabel {
 public:
  explicit CheckLabel(const char* label);
  ~CheckLabel();
  CheckLabel(const CheckLabel&) = delete;
  CheckLabel& operator=(const CheckLabel&) = delete;

 private:
  const char* previous_;
};

// Data proofs: a comparison a verdict rests on, recorded as the named verdict observation `name`
// with its value and the value expected (the record's "value" and "expected"), so the bundle and
// the report show the proof; the case fails when they differ. The values are recorded as one of
// the record's types (bool, integer, double, string; an enum as its integer). A returned code is
// checked with CUDASEM_EXPECT_ERROR and its kin; an address is compared as a named bool.
namespace detail {
template <typename T>
auto proof_value(const T& v) {
  if constexpr (std::is_same_v<T, bool>) {
    return v;
  } else if constexpr (std::is_enum_v<T> || (std::is_integral_v<T> && std::is_signed_v<T>)) {
    return static_cast<std::int64_t>(v);
  } else if constexpr (std::is_integral_v<T>) {
    return static_cast<unsigned long long>(v);
  } else if constexpr (std::is_floating_point_v<T>) {
    return static_cast<double>(v);
  } else {
    return std::string(v);
  }
}
}  // namespace detail

template <typename A, typename E>
::testing::AssertionResult proof_eq(const std::string& name, const A& actual, const E& expected) {
  static_assert(!std::is_same_v<A, cudaError_t> && !std::is_same_v<A, CUresult>,
      "cudasem: a returned code is checked with CUDASEM_EXPECT_ERROR or CUDASEM_EXPECT_CU_ERROR");
  static_assert(!std::is_pointer_v<A> || std::is_same_v<std::remove_cv_t<std::remove_pointer_t<A>>, char>,
      "cudasem: compare addresses as a named bool (CUDASEM_EXPECT_TRUE_NAMED)");
  const auto value = detail::proof_value(actual);
  const auto want = static_cast<decltype(value)>(detail::proof_value(expected));
  observe(name, value, want);
  if (value == want) return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure() << std::boolalpha << name << ": expected " << want << ", found " << value;
}

// Reading the runtime's last-error slot: say whether it is cleared or only peeked at.
enum class LastError { clear, peek };
cudaError_t last_error(LastError mode);

namespace detail {

// The callee of a call expression's text, found at compile time: [begin, end) of the function's
// name in "ns::obj.f(args)"; ok is false when the text is not a call of a named function.
struct Callee {
  bool ok = false;
  std::size_t begin = 0;
  std::size_t end = 0;
};

constexpr bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }
constexpr bool is_ident(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

// The index just past the bracket that closes the one at `open` ('(' or '<'), skipping string and
// character literals; npos when it does not close.
constexpr std::size_t close_of(std::string_view t, std::size_t open) {
  const char o = t[open];
  const char c = o == '(' ? ')' : '>';
  int depth = 0;
  for (std::size_t i = open; i < t.size(); ++i) {
    const char ch = t[i];
    if (ch == '"' || ch == '\'') {
      for (++i; i < t.size() && t[i] != ch; ++i)
        if (t[i] == '\\') ++i;
      continue;
    }
    if (ch == o) ++depth;
    if (ch == c && --depth == 0) return i + 1;
  }
  return std::string_view::npos;
}

constexpr Callee parse_call(std::string_view t) {
  std::size_t b = 0, e = t.size();
  while (b < e && is_space(t[b])) ++b;
  while (e > b && is_space(t[e - 1])) --e;
  Callee none{};
  std::size_t i = b;
  if (i + 1 < e && t[i] == ':' && t[i + 1] == ':') i += 2;
  while (true) {
    while (i < e && is_space(t[i])) ++i;
    const std::size_t name_begin = i;
    if (i >= e || !is_ident(t[i]) || (t[i] >= '0' && t[i] <= '9')) return none;
    while (i < e && is_ident(t[i])) ++i;
    const std::size_t name_end = i;
    while (i < e && is_space(t[i])) ++i;
    if (i < e && t[i] == '<') {  // template arguments of the callee
      const std::size_t after = close_of(t, i);
      if (after == std::string_view::npos) return none;
      i = after;
      while (i < e && is_space(t[i])) ++i;
    }
    if (i < e && t[i] == '(') {
      return close_of(t, i) == e ? Callee{true, name_begin, name_end} : none;
    }
    if (i + 1 < e && ((t[i] == ':' && t[i + 1] == ':') || (t[i] == '-' && t[i + 1] == '>'))) {
      i += 2;
    } else if (i < e && t[i] == '.') {
      i += 1;
    } else {
      return none;
    }
  }
}

constexpr bool is_identifier(std::string_view t) {
  if (t.empty() || (t[0] >= '0' && t[0] <= '9')) return false;
  for (char c : t)
    if (!is_ident(c)) return false;
  return true;
}

}  // namespace detail
}  // namespace cudasem

// The called function's name in a checked call, from the call's text (a string literal made by the
// outermost macro, before any macro in the call is expanded: `cuMemAlloc`, not `cuMemAlloc_v2`);
// checked at compile time.
#define CUDASEM_CALLEE_(text)                                                                    \
  ([]() -> std::string_view {                                                                    \
    constexpr ::cudasem::detail::Callee callee_ = ::cudasem::detail::parse_call(text);           \
    static_assert(callee_.ok,                                                                    \
        "cudasem: a checked expression must be a call of a named function, f(...) or "           \
        "obj.f(...); for a code kept in a variable use the _OF form, which names the function"); \
    return std::string_view(text).substr(callee_.begin, callee_.end - callee_.begin);            \
  }())
// A function named by an _OF form (compile-time checked to be one identifier).
#define CUDASEM_FUNCTION_NAME_(text)                                                      \
  ([]() -> std::string_view {                                                             \
    static_assert(::cudasem::detail::is_identifier(text),                                 \
        "cudasem: the first argument of an _OF check names the function, e.g. cudaFree"); \
    return std::string_view(text);                                                        \
  }())

// A failed check is reported with its own message (function, actual, expected, the call), never
// with the macro's expansion.
#define CUDASEM_REPORT_(result, fail)                             \
  GTEST_AMBIGUOUS_ELSE_BLOCKER_                                   \
  if (const ::testing::AssertionResult cudasem_check_ = (result)) \
    ;                                                             \
  else                                                            \
    fail(cudasem_check_.message())

// Each public macro stringizes its own arguments (#call, #function), so that a macro in the call
// (cuda.h's `#define cuMemAlloc cuMemAlloc_v2`) is never expanded into the recorded name.
#define CUDASEM_CHECK_CALL_(mode, text, call, ...) \
  ::cudasem::check_code(                           \
      ::cudasem::CheckMode::mode, CUDASEM_CALLEE_(text), text, false, (call)__VA_OPT__(, ) __VA_ARGS__)
#define CUDASEM_CHECK_OF_(mode, function_text, code_text, code, ...)                                        \
  ::cudasem::check_code(::cudasem::CheckMode::mode, CUDASEM_FUNCTION_NAME_(function_text), code_text, true, \
      (code)__VA_OPT__(, ) __VA_ARGS__)
#define CUDASEM_EXPECT_(result) CUDASEM_REPORT_(result, GTEST_NONFATAL_FAILURE_)
#define CUDASEM_ASSERT_(result) CUDASEM_REPORT_(result, GTEST_FATAL_FAILURE_)

// Runtime API (cudaError_t)
#define CUDASEM_ASSERT_OK(call) CUDASEM_ASSERT_(CUDASEM_CHECK_CALL_(ok, #call, call))
#define CUDASEM_EXPECT_OK(call) CUDASEM_EXPECT_(CUDASEM_CHECK_CALL_(ok, #call, call))
#define CUDASEM_ASSERT_ERROR(call, expected) CUDASEM_ASSERT_(CUDASEM_CHECK_CALL_(equals, #call, call, (expected)))
#define CUDASEM_EXPECT_ERROR(call, expected) CUDASEM_EXPECT_(CUDASEM_CHECK_CALL_(equals, #call, call, (expected)))
// The call must fail with one of its documented codes (where the text promises failure but names
// no code); the code it returned is recorded.
#define CUDASEM_EXPECT_FAILURE(call) CUDASEM_EXPECT_(CUDASEM_CHECK_CALL_(fails, #call, call))
#define CUDASEM_ASSERT_OK_OF(function, code) CUDASEM_ASSERT_(CUDASEM_CHECK_OF_(ok, #function, #code, code))
#define CUDASEM_EXPECT_OK_OF(function, code) CUDASEM_EXPECT_(CUDASEM_CHECK_OF_(ok, #function, #code, code))
#define CUDASEM_ASSERT_ERROR_OF(function, code, expected) \
  CUDASEM_ASSERT_(CUDASEM_CHECK_OF_(equals, #function, #code, code, (expected)))
#define CUDASEM_EXPECT_ERROR_OF(function, code, expected) \
  CUDASEM_EXPECT_(CUDASEM_CHECK_OF_(equals, #function, #code, code, (expected)))
#define CUDASEM_EXPECT_FAILURE_OF(function, code) CUDASEM_EXPECT_(CUDASEM_CHECK_OF_(fails, #function, #code, code))

// A characterization records what a call returns where the text names no outcome (a caller requirement,
// a bare return list): the code is recorded as a check of the function, never judged. Both APIs.
#define CUDASEM_RECORD_CODE(call) CUDASEM_EXPECT_(CUDASEM_CHECK_CALL_(records, #call, call))
#define CUDASEM_RECORD_CODE_OF(function, code) CUDASEM_EXPECT_(CUDASEM_CHECK_OF_(records, #function, #code, code))

// A table row's call (CUDASEM_CASE_TABLE over API functions, cudasem/zeroed_call.h): the function is
// the row's, named at run time (`row.key`, a Runtime or Driver API function's name), recorded as the
// _OF forms record it. Both APIs.
#define CUDASEM_CHECK_ROW_(mode, function, code_text, code, ...) \
  ::cudasem::check_code(                                         \
      ::cudasem::CheckMode::mode, std::string_view(function), code_text, true, (code)__VA_OPT__(, ) __VA_ARGS__)
#define CUDASEM_EXPECT_ERROR_OF_ROW(function, code, expected) \
  CUDASEM_EXPECT_(CUDASEM_CHECK_ROW_(equals, function, #code, code, (expected)))
#define CUDASEM_EXPECT_CU_ERROR_OF_ROW(function, code, expected) \
  CUDASEM_EXPECT_(CUDASEM_CHECK_ROW_(equals, function, #code, code, (expected)))
#define CUDASEM_RECORD_CODE_OF_ROW(function, code) CUDASEM_EXPECT_(CUDASEM_CHECK_ROW_(records, function, #code, code))

// Driver API (CUresult): the same checks.
#define CUDASEM_ASSERT_CU_OK(call) CUDASEM_ASSERT_(CUDASEM_CHECK_CALL_(ok, #call, call))
#define CUDASEM_EXPECT_CU_OK(call) CUDASEM_EXPECT_(CUDASEM_CHECK_CALL_(ok, #call, call))
#define CUDASEM_EXPECT_CU_ERROR(call, expected) CUDASEM_EXPECT_(CUDASEM_CHECK_CALL_(equals, #call, call, (expected)))
#define CUDASEM_EXPECT_CU_FAILURE(call) CUDASEM_EXPECT_(CUDASEM_CHECK_CALL_(fails, #call, call))
#define CUDASEM_ASSERT_CU_OK_OF(function, code) CUDASEM_ASSERT_(CUDASEM_CHECK_OF_(ok, #function, #code, code))
#define CUDASEM_EXPECT_CU_OK_OF(function, code) CUDASEM_EXPECT_(CUDASEM_CHECK_OF_(ok, #function, #code, code))
#define CUDASEM_EXPECT_CU_ERROR_OF(function, code, expected) \
  CUDASEM_EXPECT_(CUDASEM_CHECK_OF_(equals, #function, #code, code, (expected)))
#define CUDASEM_EXPECT_CU_FAILURE_OF(function, code) CUDASEM_EXPECT_(CUDASEM_CHECK_OF_(fails, #function, #code, code))

// Data proofs (proof_eq): the named comparison recorded with its expected value.
#define CUDASEM_EXPECT_EQ_NAMED(name, actual, expected) \
  CUDASEM_EXPECT_(::cudasem::proof_eq((name), (actual), (expected)))
#define CUDASEM_ASSERT_EQ_NAMED(name, actual, expected) \
  CUDASEM_ASSERT_(::cudasem::proof_eq((name), (actual), (expected)))
// A relation that must hold (a <= b, p == q for addresses): recorded as a bool expected true.
#define CUDASEM_EXPECT_TRUE_NAMED(name, condition) CUDASEM_EXPECT_(::cudasem::proof_eq((name), bool(condition), true))
#define CUDASEM_ASSERT_TRUE_NAMED(name, condition) CUDASEM_ASSERT_(::cudasem::proof_eq((name), bool(condition), true))
