// SPDX-License-Identifier: Apache-2.0
// Internal: the verdict of a case process, as a pure function (no process state, no clock, no
// CUDA): what the case's attempt did, the expectation entry found for this machine, the retry
// budget and the earlier attempts in; the outcome, its message and exit code, and what to do next
// (run the body, retry in a fresh process, or finish) out. The case main (main.cpp) gathers the
// inputs and acts on the answer; harness/tests/verdict_test.cpp covers every row of the table.
//
//   outcome      when                                                               exit
//   UNSUPPORTED  a requirement is unmet; a skip entry applies (and CUDASEM_RUN_SKIPPED  77
//                is off); the body called GTEST_SKIP() with a reason
//   PASS         the test ran without a failure, and no earlier attempt failed          0
//   FLAKY        it passed after an earlier attempt ended FAIL, CRASH or TIMEOUT        0
//   FAIL         it failed (or did not run, or skipped without a reason), and no entry  1
//                expects that failure
//   XFAIL        it failed, and a fail entry expects exactly that failure               0
//   XPASS        it passed, but a fail entry expects a failure: the entry is stale      1
//   CRASH        the process died or exited before its result: written by the handlers  1
//                of case_record.h, never by the verdict (a fatal signal ends the process
//                by that signal, which CTest sees)
//   TIMEOUT      the attempt outlived its limit (written by the watchdog)               1
//
// A FAIL is retried (in a fresh process) while the retries allow (CUDASEM_RETRIES; a flaky entry
// allows at least one) and a second of the case's deadline is left. Entries describe NVIDIA's
// driver: with another driver library a fail or flaky entry does not apply (the record says which
// entry was left out) unless CUDASEM_EXPECTATIONS=on-any-library; a skip entry always applies.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "cudasem_vocabulary.h"
#include "expectations.h"

namespace cudasem {

// The exit codes and the outcomes (enum class Outcome) are schema/vocabulary.json's.
using vocab::kExitFail;
using vocab::kExitPass;
using vocab::kExitUnsupported;
using vocab::kExitUsage;

// "PASS", "FAIL", ... as records write them.
const char* outcome_name(Outcome o);
// The vocabulary's exit code of a record's outcome text (PASS: 0, UNSUPPORTED: 77, FAIL: 1, ...);
// kExitFail for a text that names no outcome the harness writes.
int exit_code_of(const std::string& outcome);
inline int exit_code_of(Outcome o) { return exit_code_of(outcome_name(o)); }

// Whether an earlier attempt (a record's "attempts", JSON array text) ended in an outcome the
// vocabulary marks failed_attempt (FAIL, CRASH, TIMEOUT): a PASS after one is FLAKY, never PASS.
bool earlier_failure(const std::string& attempts);

// GoogleTest's report of the one test an attempt ran.
struct TestReport {
  bool ran = false, failed = false, skipped = false;
  std::string message;       // the failures, each "file:line: summary", one a line
  std::string skip_message;  // GTEST_SKIP()'s reason
};

// The driver library the process loaded, as the library rule needs it (library.h).
struct LibraryFacts {
  bool nvidia = true;
  std::string path, evidence;
};

struct VerdictInput {
  std::optional<std::string> unsupported;  // why the case cannot run here (an unmet requirement)
  std::optional<Expectation> entry;  // the entry found for this case here (none: none, or CUDASEM_EXPECTATIONS=off)
  LibraryFacts library;              // whose driver the entry would judge
  bool any_library = false;          // CUDASEM_EXPECTATIONS=on-any-library
  bool run_skipped = false;          // CUDASEM_RUN_SKIPPED
  std::optional<TestReport> report;  // this attempt's report; none before the body ran
  std::string test_name;             // the GoogleTest test of the case
  std::vector<std::pair<std::string, std::string>> observations;  // recorded so far (name, value text)
  long retries = 0;                                               // CUDASEM_RETRIES
  int attempt = 1, first_attempt = 1;                             // this attempt, and the first of this CTest test
  bool time_for_retry = true;                                     // at least a second of the case's deadline is left
  std::string retry_failed;                                       // why the retry the verdict asked for did not start
  std::string earlier_attempts;  // JSON array text of the earlier attempts ("" if none)
};

struct Verdict {
  enum class Next { run_body, retry, finish };
  Next next = Next::finish;
  Outcome outcome = Outcome::fail;  // with retry: this attempt's (FAIL)
  std::string message;
  int exit_code = kExitFail;
  std::optional<Expectation> entry;  // the entry that applies here (the library rule kept it)
  std::string not_applied;           // the entry the library rule left out, and why ("" if none)
  std::optional<bool> matched;       // a fail entry judged a failure: whether it is the one it names
};

Verdict verdict(const VerdictInput& in);

}  // namespace cudasem
