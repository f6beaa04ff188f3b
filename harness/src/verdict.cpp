// SPDX-License-Identifier: Apache-2.0
#include "verdict.h"

#include <nlohmann/json.hpp>

namespace cudasem {

const char* outcome_name(Outcome o) { return vocab::kOutcomes[static_cast<int>(o)].name; }

namespace {
const vocab::Outcome* outcome_entry(const std::string& name) {
  for (const auto& o : vocab::kOutcomes)
    if (name == o.name) return &o;
  return nullptr;
}
}  // namespace

int exit_code_of(const std::string& outcome) {
  const vocab::Outcome* o = outcome_entry(outcome);
  return o && o->exit_code >= 0 ? o->exit_code : kExitFail;
}

bool earlier_failure(const std::string& attempts) {
  const auto list = nlohmann::ordered_json::parse(attempts.empty() ? "[]" : attempts, nullptr, false);
  if (!list.is_array()) return false;
  for (const auto& a : list) {
    const vocab::Outcome* o = outcome_entry(a.is_object() ? a.value("outcome", "") : "");
    if (o && o->failed_attempt) return true;
  }
  return false;
}

namespace {

Verdict& settle(Verdict& v, Outcome outcome, std::string message, Verdict::Next next = Verdict::Next::finish) {
  v.next = next;
  v.outcome = outcome;
  v.message = std::move(message);
  v.exit_code = exit_code_of(outcome);
  return v;
}

// Entries describe NVIDIA's driver: another library's outcomes are its own (skip still applies).
void apply_library_rule(const VerdictInput& in, Verdict& v) {
  v.entry = in.entry;
  if (!v.entry || v.entry->outcome == "skip" || in.library.nvidia || in.any_library) return;
  v.not_applied = v.entry->where() + " (" + v.entry->outcome + ") not applied: the driver library " + in.library.path +
                  " is not NVIDIA's (" + in.library.evidence + "); CUDASEM_EXPECTATIONS=on-any-library applies it";
  v.entry.reset();
}

// The attempt's own outcome from GoogleTest's report: PASS, FAIL or UNSUPPORTED.
std::pair<Outcome, std::string> attempt_outcome(const TestReport& r, const std::string& test_name) {
  if (!r.ran) return {Outcome::fail, "harness: the test " + test_name + " did not run"};
  if (r.failed) return {Outcome::fail, r.message};
  if (r.skipped) {
    if (r.skip_message.empty())
      return {Outcome::fail, "harness: GTEST_SKIP() without a reason; say which requirement is unmet"};
    return {Outcome::unsupported, r.skip_message};
  }
  return {Outcome::pass, ""};
}

// Retries: only a failure is retried; a flaky entry allows at least one retry.
bool may_retry(const VerdictInput& in, const Verdict& v) {
  long retries = in.retries;
  if (v.entry && v.entry->outcome == "flaky" && retries < 1) retries = 1;
  return in.attempt - in.first_attempt < retries;  // retries of this CTest test
}

// A fail entry hides only the failure it names (any other failure stays FAIL); a pass is XPASS.
void apply_fail_entry(const VerdictInput& in, Verdict& v, Outcome& outcome, std::string& message) {
  if (!v.entry || v.entry->outcome != "fail") return;
  const Expectation& e = *v.entry;
  if (outcome == Outcome::fail) {
    const std::string mismatch = expectation_mismatch(e, in.observations, message);
    v.matched = mismatch.empty();
    if (mismatch.empty())
      outcome = Outcome::xfail;
    else
      message += "\n(not the failure that " + e.where() + " expects: it " + mismatch + ")";
  } else if (outcome == Outcome::pass) {
    outcome = Outcome::xpass;
    message = "passed, but " + e.where() + " expects a failure (" + e.reason + "): the entry is stale";
  }
}

}  // namespace

Verdict verdict(const VerdictInput& in) {
  Verdict v;
  if (in.unsupported) return settle(v, Outcome::unsupported, *in.unsupported);
  apply_library_rule(in, v);
  if (v.entry && v.entry->outcome == "skip" && !in.run_skipped)
    return settle(v, Outcome::unsupported, "skipped by expectation " + v.entry->where() + ": " + v.entry->reason);
  if (!in.report) return settle(v, Outcome::fail, "", Verdict::Next::run_body);

  auto [outcome, message] = attempt_outcome(*in.report, in.test_name);
  if (outcome == Outcome::fail && may_retry(in, v)) {
    if (!in.time_for_retry)
      message += "\n(harness: no retry: the case's time limit is spent)";
    else if (in.retry_failed.empty())
      return settle(v, outcome, message, Verdict::Next::retry);
    else
      message += "\n(harness: retry failed: " + in.retry_failed + ")";
  }
  if (outcome == Outcome::pass && earlier_failure(in.earlier_attempts)) outcome = Outcome::flaky;
  apply_fail_entry(in, v, outcome, message);
  return settle(v, outcome, message);
}

}  // namespace cudasem
