// SPDX-License-Identifier: Apache-2.0
// Cases that exercise the case main's outcome classifier without a GPU (run against the stub
// libcuda.so.1 by classifier_test.py). None of them calls CUDA. They are not suite cases: this
// binary is never listed to CTest as cases, only driven by the test.
#include <unistd.h>

#include <chrono>
#include <csignal>
#include <cstdlib>
#include <fstream>
#include <string>
#include <thread>

#include "cudasem/cudasem.h"

namespace {
constexpr cudasem::Citation kCite = {
    .doc = "DESIGN", .section = "Outcomes", .quote = "classifier self-test", .version = "n/a"};

// A counter kept in $CUDASEM_SELFTEST_DIR/<name> (attempts of one test run).
int bump(const char* name) {
  const std::string path = std::string(std::getenv("CUDASEM_SELFTEST_DIR")) + "/" + name;
  int n = 0;
  std::ifstream(path) >> n;
  std::ofstream(path) << n + 1;
  return n + 1;
}
}  // namespace

CUDASEM_CASE(Classifier, Pass, {.id = "selftest.classifier.pass", .cite = kCite}) {
  cudasem::observe("planted_value", 1);
}

CUDASEM_CASE(Classifier, Fail, {.id = "selftest.classifier.fail", .cite = kCite}) {
  cudasem::observe("planted_value", 2);
  EXPECT_TRUE(false) << "the planted failure";
}

CUDASEM_CASE(Classifier, FailThenPass, {.id = "selftest.classifier.fail_then_pass", .cite = kCite}) {
  EXPECT_GE(bump("fail_then_pass"), 2) << "fails on the first attempt only";
}

CUDASEM_CASE(Classifier, Skip, {.id = "selftest.classifier.skip", .cite = kCite}) {
  GTEST_SKIP() << "needs something this machine lacks";
}

CUDASEM_CASE(Classifier, UnmetRequirement,
    {.id = "selftest.classifier.unmet_requirement",
        .cite = kCite,
        .needs = {cudasem::attr("concurrentManagedAccess") >= 2}}) {}

CUDASEM_CASE(Classifier, Hang, {.id = "selftest.classifier.hang", .cite = kCite, .timeout_s = 1}) {
  std::this_thread::sleep_for(std::chrono::seconds(30));
}

// Fails on the first attempt, hangs on the retry: the retry's watchdog ends it as TIMEOUT inside
// the case's limit (CTest never has to kill it).
CUDASEM_CASE(Classifier, FailThenHang, {.id = "selftest.classifier.fail_then_hang", .cite = kCite, .timeout_s = 2}) {
  if (bump("fail_then_hang") == 1) {
    ADD_FAILURE() << "first attempt fails";
    return;
  }
  std::this_thread::sleep_for(std::chrono::seconds(30));
}

CUDASEM_CASE(Classifier, Segfault, {.id = "selftest.classifier.segfault", .cite = kCite}) {
  cudasem::observe("before_crash", true);
  std::raise(SIGSEGV);
}

CUDASEM_CASE(Classifier, ExitZero, {.id = "selftest.classifier.exit_zero", .cite = kCite}) { std::exit(0); }

// Passes, then a static destructor would crash at exit: the record and the exit code must both
// say PASS (the harness ends the process right after writing the record).
CUDASEM_CASE(Classifier, CrashAtExitAfterPass, {.id = "selftest.classifier.crash_at_exit_after_pass", .cite = kCite}) {
  struct CrashOnDestruction {
    ~CrashOnDestruction() { std::raise(SIGSEGV); }
  };
  static CrashOnDestruction at_exit;
  (void)at_exit;
}

CUDASEM_CASE(Classifier, DeclaredEnvironment,
    {.id = "selftest.classifier.declared_environment", .cite = kCite, .env = {"CUDASEM_SELFTEST_DECLARED=from-case"}}) {
  const char* v = std::getenv("CUDASEM_SELFTEST_DECLARED");
  cudasem::observe("declared_value", v ? v : "unset");
  EXPECT_STREQ(v, "from-case");
}

// The typed check records: a check names the called function, its expected code and whether the
// code it returned is documented; wrappers map to their C function; an unknown function, a bare
// observation name and an expected code the function does not document are harness errors.
CUDASEM_CASE(Classifier, CheckRecord, {.id = "selftest.classifier.check_record", .cite = kCite}) {
  cudasem::CheckLabel label("planted");
  CUDASEM_EXPECT_ERROR_OF(cudaFree, cudaErrorInvalidValue, cudaErrorInvalidValue);
  CUDASEM_EXPECT_FAILURE_OF(cudaLaunchKernelEx, cudaErrorInvalidConfiguration);
}

// Typed values (schema/record.schema.json): a code, a verdict with its expected value, a quantity,
// and a failed assertion recorded as {file, line, summary}.
CUDASEM_CASE(Classifier, TypedValues, {.id = "selftest.classifier.typed_values", .cite = kCite}) {
  cudasem::observe("returned_code", cudaErrorInvalidValue);
  cudasem::observe("copied_bytes", 16, 16);
  cudasem::measure(cudasem::Quantity{"copy.h2d", "GBps", "median", 4096}, 1.5);
  ADD_FAILURE() << "the planted typed failure";
}

CUDASEM_CASE(Classifier, UnknownFunction, {.id = "selftest.classifier.unknown_function", .cite = kCite}) {
  CUDASEM_EXPECT_FAILURE_OF(notACudaFunction, cudaErrorInvalidValue);
}

CUDASEM_CASE(Classifier, BareObservationName, {.id = "selftest.classifier.bare_observation_name", .cite = kCite}) {
  cudasem::observe("result", 1);
}

CUDASEM_CASE(
    Classifier, UndocumentedExpectedCode, {.id = "selftest.classifier.undocumented_expected_code", .cite = kCite}) {
  CUDASEM_EXPECT_ERROR_OF(cudaFree, cudaErrorNotReady, cudaErrorNotReady);
}

// Sanitizer mode: a case that declares a fault it provokes on purpose is not run under that tool.
CUDASEM_CASE(Classifier, IntentionalFault,
    {.id = "selftest.classifier.intentional_fault",
        .cite = kCite,
        .intentional_faults = {{"memcheck", "planted: it would write out of bounds on purpose"}}}) {
  cudasem::observe("planted_value", 3);
}

// Sanitizer mode: a case the tool cannot judge says what was seen, and is not run under that tool.
CUDASEM_CASE(Classifier, ToolLimit,
    {.id = "selftest.classifier.tool_limit",
        .cite = kCite,
        .sanitizer_limits = {{"racecheck", "planted: the tool would change the behavior under test"}}}) {
  cudasem::observe("planted_value", 4);
}
