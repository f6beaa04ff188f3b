// SPDX-License-Identifier: Apache-2.0
#include "supervise.h"

#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <fstream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "registry.h"
#include "sanitizer.h"
#include "verdict.h"

namespace cudasem {
namespace {

using Record = nlohmann::ordered_json;

std::string slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// A case that declares it faults on purpose, or that the tool cannot judge, is not run under it.
void finish_if_excluded(Run& run, const std::string& tool) {
  const CaseInfo& info = run.c->info;
  Json section = Json::object();
  section.set("tool", tool);
  for (const SanitizerExclusion& f : info.intentional_faults)
    if (tool == f.tool) {
      section.set("excluded", f.why);
      section.set("exclusion", "intentional_fault");
      run.sanitizer = section;
      finish(run, "UNSUPPORTED",
          "not run under compute-sanitizer " + tool + ": the case faults on purpose (" + f.why +
              "); the other tools run it");
    }
  for (const SanitizerExclusion& f : info.sanitizer_limits)
    if (tool == f.tool) {
      section.set("excluded", f.why);
      section.set("exclusion", "tool_limit");
      run.sanitizer = section;
      finish(run, "UNSUPPORTED",
          "not judged under compute-sanitizer " + tool + ", a limit of the tool: " + f.why +
              "; the other tools run it");
    }
  run.sanitizer = section;
}

// Runs the case's process under the tool; the wait status in words (FAILs the case when the tool
// could not be found or started; a timeout ends this process from the watchdog).
std::string run_under_tool(Run& run, const std::string& tool, const std::string& log_path) {
  std::string why;
  const std::string sanitizer = find_compute_sanitizer(&why);
  if (sanitizer.empty()) finish(run, "FAIL", "harness: CUDASEM_SANITIZER=" + tool + ": " + why);
  if (run.record_path.empty())
    finish(run, "FAIL", "harness: CUDASEM_SANITIZER needs CUDASEM_RECORD_DIR: the case's record carries the findings");
  std::remove(log_path.c_str());
  const int status = run_supervised(
      sanitizer_command(sanitizer, tool, log_path, self_executable(), std::string("--cudasem-case=") + run.c->info.id),
      tool, g_supervised_group, &why);
  while (g_timed_out.load()) pause();  // the watchdog killed the tool: it writes TIMEOUT and ends the process
  if (status < 0) finish(run, "FAIL", "harness: compute-sanitizer " + tool + ": " + why);
  return WIFEXITED(status) ? "exit code " + std::to_string(WEXITSTATUS(status))
                           : "signal " + std::to_string(WTERMSIG(status));
}

// The record the case's process wrote; with none of its own (the tool never started it, or it died
// before its first write: the record is this process's placeholder), a CRASH record saying so.
Record case_record_or_crash(const Run& run, const std::string& tool, const std::string& status_text) {
  Record record = Record::parse(slurp(run.record_path), nullptr, false);
  if (record.is_discarded() || !record.is_object() || record.value("pid", -1L) == static_cast<long>(getpid()))
    record = Record::parse(run.render("CRASH", "the case's process under compute-sanitizer " + tool +
                                                   " wrote no result (" + status_text + ")"),
        nullptr, false);
  return record;
}

Record findings_json(
    const std::string& tool, const SanitizerLog& log, const std::string& log_path, const std::string& status_text) {
  Record found = Record::object();
  found["tool"] = tool;
  found["errors"] = log.errors;
  found["summary_found"] = log.summary_found;
  found["findings"] = Record::array();
  for (const auto& [text, count] : log.findings) found["findings"].push_back({{"text", text}, {"count", count}});
  if (!log.excerpt.empty()) found["excerpt"] = log.excerpt;
  found["log"] = log_path.substr(log_path.rfind('/') + 1);
  found["status"] = status_text;
  return found;
}

// ctest --repeat: the earlier attempts come first (renumbered after them); a PASS after a failed
// one is FLAKY.
void carry_earlier_attempts_into(Record& record, const std::string& previous_attempts, std::string& outcome) {
  if (previous_attempts.empty() || !record["attempts"].is_array()) return;
  auto all = Record::parse(previous_attempts, nullptr, false);
  if (!all.is_array()) return;
  for (auto a : record["attempts"]) {
    a["attempt"] = all.size() + 1;
    all.push_back(a);
  }
  record["attempts"] = all;
  if (outcome == "PASS" && earlier_failure(previous_attempts)) record["outcome"] = outcome = "FLAKY";
}

// An error the tool reports, or a tool that did not finish, FAILs the case (a CRASH or TIMEOUT stays).
void judge_findings(Record& record, const std::string& tool, const SanitizerLog& log, const std::string& status_text,
    std::string& outcome, std::string& message) {
  std::string problem;
  if (log.errors > 0)
    problem = "harness: compute-sanitizer " + tool + " reported " + std::to_string(log.errors) +
              " error(s) in the case's processes" + (log.findings.empty() ? "" : ": " + log.findings[0].first) +
              " (the record's sanitizer section lists them)";
  else if (!log.summary_found)
    problem = "harness: compute-sanitizer " + tool + " ended without its error summary (" + status_text +
              "): the tool did not finish";
  if (problem.empty() || outcome == "CRASH" || outcome == "TIMEOUT") return;
  message = problem + "\n(the case itself: " + outcome + (message.empty() ? "" : ": " + message) + ")";
  outcome = "FAIL";
  record["outcome"] = outcome;
  record["message"] = message;
  if (record["attempts"].is_array() && !record["attempts"].empty()) {
    record["attempts"].back()["outcome"] = outcome;
    record["attempts"].back()["message"] = message;
  }
}

}  // namespace

void supervise_under_sanitizer(Run& run, const std::string& tool) {
  finish_if_excluded(run, tool);
  const std::string log_path =
      run.record_path.substr(0, run.record_path.size() - 5) + ".sanitizer-" + tool + ".log";  // <id>.json -> ...
  const std::string status_text = run_under_tool(run, tool, log_path);

  Record record = case_record_or_crash(run, tool, status_text);
  const SanitizerLog log = parse_sanitizer_log(slurp(log_path));
  record["sanitizer"] = findings_json(tool, log, log_path, status_text);
  std::string outcome = record.value("outcome", "CRASH"), message = record.value("message", "");
  carry_earlier_attempts_into(record, run.previous_attempts, outcome);
  judge_findings(record, tool, log, status_text, outcome, message);
  run.write_final_text(record.dump(2, ' ', false, Record::error_handler_t::replace) + "\n", outcome, message);
  std::fflush(nullptr);
  _exit(exit_code_of(outcome));
}

}  // namespace cudasem
