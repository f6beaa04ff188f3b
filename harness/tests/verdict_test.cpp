// SPDX-License-Identifier: Apache-2.0
// The case main's verdict (harness/src/verdict.h), every row of its table: the outcome, message
// and exit code for each kind of attempt, expectation entry, retry budget and earlier attempts.
#include "verdict.h"

#include <gtest/gtest.h>

#include <string>

namespace cudasem {
namespace {

using Next = Verdict::Next;

Expectation entry(const std::string& outcome) {
  Expectation e;
  e.pattern = "area.group.name";
  e.outcome = outcome;
  e.reason = "the planted reason";
  e.reference = "bug 1";
  e.file = "expectations/x.txt";
  e.line = 3;
  return e;
}

Expectation fail_entry(const std::string& name, const std::string& value) {
  Expectation e = entry("fail");
  e.expected_observations = {{name, value}};
  e.expects_text = name + "=" + value;
  return e;
}

TestReport passed() { return {true, false, false, "", ""}; }
TestReport failed(const std::string& message = "case.cpp:7: the planted failure") {
  return {true, true, false, message, ""};
}
TestReport skipped(const std::string& reason) { return {true, false, true, "", reason}; }

VerdictInput after(TestReport report) {
  VerdictInput in;
  in.test_name = "Suite.Test";
  in.report = report;
  return in;
}

LibraryFacts other_library() { return {false, "/opt/other/libcuda.so.1", "no NVIDIA build string"}; }

void expect_verdict(
    const Verdict& v, Outcome outcome, const std::string& message, int exit_code, Next next = Next::finish) {
  EXPECT_EQ(outcome_name(v.outcome), std::string(outcome_name(outcome)));
  EXPECT_EQ(v.message, message);
  EXPECT_EQ(v.exit_code, exit_code);
  EXPECT_EQ(static_cast<int>(v.next), static_cast<int>(next));
}

// --- outcome names and exit codes (CRASH and TIMEOUT are written by the handlers and the watchdog)

TEST(Verdict, OutcomeNamesAndExitCodes) {
  const std::pair<Outcome, std::pair<const char*, int>> table[] = {
      {Outcome::pass, {"PASS", 0}},
      {Outcome::fail, {"FAIL", 1}},
      {Outcome::xfail, {"XFAIL", 0}},
      {Outcome::xpass, {"XPASS", 1}},
      {Outcome::flaky, {"FLAKY", 0}},
      {Outcome::unsupported, {"UNSUPPORTED", 77}},
      {Outcome::crash, {"CRASH", 1}},
      {Outcome::timeout, {"TIMEOUT", 1}},
  };
  for (const auto& [outcome, want] : table) {
    EXPECT_EQ(std::string(outcome_name(outcome)), want.first);
    EXPECT_EQ(exit_code_of(outcome), want.second) << want.first;
    EXPECT_EQ(exit_code_of(std::string(want.first)), want.second) << want.first;
  }
  EXPECT_EQ(exit_code_of(std::string("")), kExitFail);
  EXPECT_EQ(exit_code_of(std::string("pass")), kExitFail);  // names are upper case
}

// --- before the body

TEST(Verdict, UnmetRequirementIsUnsupportedWhateverTheEntry) {
  VerdictInput in;
  in.unsupported = "requires gpus >= 2; device 0 (GPU) has 1";
  in.entry = entry("fail");
  const Verdict v = verdict(in);
  expect_verdict(v, Outcome::unsupported, "requires gpus >= 2; device 0 (GPU) has 1", 77);
  EXPECT_FALSE(v.entry);
  EXPECT_EQ(v.not_applied, "");
  in.unsupported = "";  // a reason-less unmet requirement is still one
  expect_verdict(verdict(in), Outcome::unsupported, "", 77);
}

TEST(Verdict, WithoutEntryOrReportTheBodyRuns) {
  const Verdict v = verdict(VerdictInput{});
  EXPECT_EQ(v.next, Next::run_body);
  EXPECT_FALSE(v.entry);
  EXPECT_EQ(v.not_applied, "");
}

TEST(Verdict, SkipEntrySkipsUnlessRunSkipped) {
  VerdictInput in;
  in.entry = entry("skip");
  Verdict v = verdict(in);
  expect_verdict(v, Outcome::unsupported, "skipped by expectation expectations/x.txt:3: the planted reason", 77);
  ASSERT_TRUE(v.entry);  // the record names the entry
  EXPECT_EQ(v.entry->outcome, "skip");
  in.run_skipped = true;  // CUDASEM_RUN_SKIPPED
  v = verdict(in);
  EXPECT_EQ(v.next, Next::run_body);
  ASSERT_TRUE(v.entry);
  in.report = passed();  // a skip entry judges nothing once the case runs
  expect_verdict(verdict(in), Outcome::pass, "", 0);
  in.report = failed();
  expect_verdict(verdict(in), Outcome::fail, "case.cpp:7: the planted failure", 1);
}

TEST(Verdict, SkipEntryAppliesToEveryDriverLibrary) {
  VerdictInput in;
  in.entry = entry("skip");
  in.library = other_library();
  const Verdict v = verdict(in);
  EXPECT_EQ(v.outcome, Outcome::unsupported);
  EXPECT_EQ(v.not_applied, "");
}

TEST(Verdict, FailAndFlakyEntriesAreNotAppliedToAnotherLibrary) {
  for (const char* kind : {"fail", "flaky"}) {
    VerdictInput in;
    in.entry = kind == std::string("fail") ? fail_entry("planted_value", "2") : entry(kind);
    in.library = other_library();
    Verdict v = verdict(in);
    EXPECT_EQ(v.next, Next::run_body);
    EXPECT_FALSE(v.entry);
    EXPECT_EQ(v.not_applied, std::string("expectations/x.txt:3 (") + kind +
                                 ") not applied: the driver library /opt/other/libcuda.so.1 is not NVIDIA's "
                                 "(no NVIDIA build string); CUDASEM_EXPECTATIONS=on-any-library applies it");
    in.report = failed();
    in.observations = {{"planted_value", "2"}};
    v = verdict(in);
    expect_verdict(v, Outcome::fail, "case.cpp:7: the planted failure", 1);  // neither XFAIL nor a retry
    EXPECT_FALSE(v.matched);
  }
}

TEST(Verdict, OnAnyLibraryAppliesEntriesToAnotherLibrary) {
  VerdictInput in = after(failed());
  in.entry = fail_entry("planted_value", "2");
  in.observations = {{"planted_value", "2"}};
  in.library = other_library();
  in.any_library = true;
  const Verdict v = verdict(in);
  expect_verdict(v, Outcome::xfail, "case.cpp:7: the planted failure", 0);
  EXPECT_EQ(v.not_applied, "");
  ASSERT_TRUE(v.entry);
}

// --- the attempt's own outcome

TEST(Verdict, PassFailUnsupportedFromTheReport) {
  expect_verdict(verdict(after(passed())), Outcome::pass, "", 0);
  expect_verdict(verdict(after(failed())), Outcome::fail, "case.cpp:7: the planted failure", 1);
  expect_verdict(verdict(after(skipped("needs two GPUs"))), Outcome::unsupported, "needs two GPUs", 77);
}

TEST(Verdict, HarnessFailuresFromTheReport) {
  expect_verdict(verdict(after(TestReport{})), Outcome::fail, "harness: the test Suite.Test did not run", 1);
  expect_verdict(verdict(after(skipped(""))), Outcome::fail,
      "harness: GTEST_SKIP() without a reason; say which requirement is unmet", 1);
  // A failure before GTEST_SKIP() is a failure.
  expect_verdict(
      verdict(after(TestReport{true, true, true, "f.cpp:1: boom", "later"})), Outcome::fail, "f.cpp:1: boom", 1);
}

// --- retries

TEST(Verdict, AFailureIsRetriedWhileRetriesAndTimeAllow) {
  VerdictInput in = after(failed());
  in.retries = 2;
  expect_verdict(verdict(in), Outcome::fail, "case.cpp:7: the planted failure", 1, Next::retry);
  in.attempt = 2;
  EXPECT_EQ(verdict(in).next, Next::retry);
  in.attempt = 3;  // two retries spent
  expect_verdict(verdict(in), Outcome::fail, "case.cpp:7: the planted failure", 1);
}

TEST(Verdict, RetriesCountFromThisCTestTestsFirstAttempt) {
  VerdictInput in = after(failed());
  in.retries = 1;
  in.attempt = 3;  // ctest --repeat: attempts 1 and 2 were an earlier process of this test
  in.first_attempt = 3;
  EXPECT_EQ(verdict(in).next, Next::retry);
  in.attempt = 4;
  EXPECT_EQ(verdict(in).next, Next::finish);
}

TEST(Verdict, OnlyAFailureIsRetried) {
  for (const TestReport& r : {passed(), skipped("needs two GPUs")}) {
    VerdictInput in = after(r);
    in.retries = 5;
    EXPECT_EQ(verdict(in).next, Next::finish);
  }
  VerdictInput in = after(skipped(""));  // a harness failure is a failure
  in.retries = 1;
  EXPECT_EQ(verdict(in).next, Next::retry);
}

TEST(Verdict, NoRetryWithoutTimeLeft) {
  VerdictInput in = after(failed());
  in.retries = 1;
  in.time_for_retry = false;
  expect_verdict(verdict(in), Outcome::fail,
      "case.cpp:7: the planted failure\n(harness: no retry: the case's time limit is spent)", 1);
  in.retries = 0;  // no retry allowed: no note
  expect_verdict(verdict(in), Outcome::fail, "case.cpp:7: the planted failure", 1);
}

TEST(Verdict, ARetryThatCouldNotStartIsNoted) {
  VerdictInput in = after(failed());
  in.retries = 1;
  in.retry_failed = "execv /bin/case: No such file or directory";
  expect_verdict(verdict(in), Outcome::fail,
      "case.cpp:7: the planted failure\n(harness: retry failed: execv /bin/case: No such file or directory)", 1);
}

TEST(Verdict, AFlakyEntryAllowsOneRetryAtLeast) {
  VerdictInput in = after(failed());
  in.entry = entry("flaky");
  Verdict v = verdict(in);
  EXPECT_EQ(v.next, Next::retry);
  ASSERT_TRUE(v.entry);
  in.attempt = 2;
  expect_verdict(verdict(in), Outcome::fail, "case.cpp:7: the planted failure", 1);
  in.retries = 3;  // more retries than the entry's one stay
  EXPECT_EQ(verdict(in).next, Next::retry);
  in.report = passed();  // a flaky entry does not turn a PASS into anything else
  in.attempt = 1;
  expect_verdict(verdict(in), Outcome::pass, "", 0);
}

// --- FLAKY: a PASS after an earlier attempt that ended FAIL, CRASH or TIMEOUT

TEST(Verdict, PassAfterAFailedAttemptIsFlaky) {
  for (const char* earlier : {"FAIL", "CRASH", "TIMEOUT"}) {
    VerdictInput in = after(passed());
    in.attempt = 2;
    in.earlier_attempts = std::string(R"([{"attempt":1,"outcome":")") + earlier + R"(","message":"m"}])";
    expect_verdict(verdict(in), Outcome::flaky, "", 0);
    EXPECT_TRUE(earlier_failure(in.earlier_attempts)) << earlier;
  }
}

TEST(Verdict, PassAfterOtherAttemptsIsPass) {
  for (const char* earlier : {"", "[]", R"([{"outcome":"PASS"}])", R"([{"outcome":"XFAIL"}])",
           R"([{"outcome":"XPASS"}])", R"([{"outcome":"UNSUPPORTED"}])", R"([{"outcome":"FLAKY"}])",
           R"([{"outcome":"fail"}])", R"(["FAIL"])", R"({"outcome":"FAIL"})", "not json"}) {
    VerdictInput in = after(passed());
    in.earlier_attempts = earlier;
    expect_verdict(verdict(in), Outcome::pass, "", 0);
  }
  EXPECT_TRUE(earlier_failure(R"([{"outcome":"PASS"},{"outcome":"CRASH"},{"outcome":"PASS"}])"));
}

TEST(Verdict, OnlyAPassBecomesFlaky) {
  const std::string earlier = R"([{"outcome":"FAIL"}])";
  VerdictInput in = after(failed());
  in.earlier_attempts = earlier;
  EXPECT_EQ(verdict(in).outcome, Outcome::fail);
  in.report = skipped("needs two GPUs");
  EXPECT_EQ(verdict(in).outcome, Outcome::unsupported);
}

// --- fail entries: XFAIL only for the failure named, XPASS for a pass

TEST(Verdict, FailEntryHidesTheFailureItNames) {
  VerdictInput in = after(failed());
  in.entry = fail_entry("planted_value", "2");
  in.observations = {{"other", "1"}, {"planted_value", "2"}};
  const Verdict v = verdict(in);
  expect_verdict(v, Outcome::xfail, "case.cpp:7: the planted failure", 0);
  ASSERT_TRUE(v.matched);
  EXPECT_TRUE(*v.matched);
}

TEST(Verdict, FailEntryLeavesAnotherFailureFail) {
  VerdictInput in = after(failed());
  in.entry = fail_entry("planted_value", "3");
  in.observations = {{"planted_value", "2"}};
  const std::string why = expectation_mismatch(*in.entry, in.observations, "case.cpp:7: the planted failure");
  ASSERT_NE(why, "");
  const Verdict v = verdict(in);
  expect_verdict(v, Outcome::fail,
      "case.cpp:7: the planted failure\n(not the failure that expectations/x.txt:3 expects: it " + why + ")", 1);
  ASSERT_TRUE(v.matched);
  EXPECT_FALSE(*v.matched);
  in.observations = {};  // not recorded at all
  EXPECT_EQ(verdict(in).outcome, Outcome::fail);
}

TEST(Verdict, FailEntryMessageClauses) {
  VerdictInput in = after(failed());
  in.entry = entry("fail");
  in.entry->expected_messages = {"planted failure"};
  EXPECT_EQ(verdict(in).outcome, Outcome::xfail);
  in.entry->expected_messages = {"another text"};
  EXPECT_EQ(verdict(in).outcome, Outcome::fail);
  // The harness's notes are part of the message the clauses see.
  in.entry->expected_messages = {"no retry"};
  in.retries = 1;
  in.time_for_retry = false;
  EXPECT_EQ(verdict(in).outcome, Outcome::xfail);
}

TEST(Verdict, WildcardFailEntryHidesAnyFailure) {
  for (const TestReport& r : {failed(), TestReport{}, skipped("")}) {
    VerdictInput in = after(r);
    in.entry = entry("fail");
    in.entry->any_failure = true;
    const Verdict v = verdict(in);
    EXPECT_EQ(v.outcome, Outcome::xfail);
    EXPECT_EQ(v.exit_code, 0);
    EXPECT_EQ(v.matched, std::optional<bool>(true));
  }
}

TEST(Verdict, FailEntryWithAPassIsXpass) {
  VerdictInput in = after(passed());
  in.entry = fail_entry("planted_value", "2");
  const Verdict v = verdict(in);
  expect_verdict(v, Outcome::xpass,
      "passed, but expectations/x.txt:3 expects a failure (the planted reason): the entry is stale", 1);
  EXPECT_FALSE(v.matched);
}

TEST(Verdict, FailEntryLeavesFlakyAndUnsupported) {
  VerdictInput in = after(passed());
  in.entry = fail_entry("planted_value", "2");
  in.earlier_attempts = R"([{"outcome":"FAIL"}])";
  expect_verdict(verdict(in), Outcome::flaky, "", 0);  // not XPASS
  in = after(skipped("needs two GPUs"));
  in.entry = fail_entry("planted_value", "2");
  const Verdict v = verdict(in);
  expect_verdict(v, Outcome::unsupported, "needs two GPUs", 77);
  EXPECT_FALSE(v.matched);
}

TEST(Verdict, FailEntryJudgesOnlyTheLastAttempt) {
  VerdictInput in = after(failed());
  in.entry = fail_entry("planted_value", "2");
  in.observations = {{"planted_value", "2"}};
  in.retries = 1;
  Verdict v = verdict(in);
  EXPECT_EQ(v.next, Next::retry);  // retried first, not XFAIL
  EXPECT_EQ(v.outcome, Outcome::fail);
  EXPECT_FALSE(v.matched);
  in.attempt = 2;
  v = verdict(in);
  EXPECT_EQ(v.outcome, Outcome::xfail);
  in.retry_failed = "execv x: error";  // the note is there when the entry judges
  in.attempt = 1;
  v = verdict(in);
  EXPECT_EQ(v.outcome, Outcome::xfail);
  EXPECT_EQ(v.message, "case.cpp:7: the planted failure\n(harness: retry failed: execv x: error)");
}

}  // namespace
}  // namespace cudasem
