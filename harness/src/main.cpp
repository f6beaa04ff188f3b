// SPDX-License-Identifier: Apache-2.0
// The test main of every case binary.
//
//   <binary> --cudasem-list                 metadata of every case as JSON (no CUDA call)
//   <binary> --cudasem-ids                  one case id per line (no CUDA call)
//   <binary> --cudasem-ctest [--env=K=V]... CTest code adding one test per case (no CUDA call)
//   <binary> --cudasem-case=<id>            runs one case: gate, expectation, body, record
//   <binary> --cudasem-helper=<name> ...    a helper process started by a case
//
// Exit codes: 0 PASS/XFAIL/FLAKY, 1 FAIL/XPASS/TIMEOUT, 77 UNSUPPORTED, 2 usage error.
// Environment: CUDASEM_RECORD_DIR (where <id>.json goes), CUDASEM_EXPECTATIONS_DIR,
// CUDASEM_EXPECTATIONS=off|on-any-library, CUDASEM_RUN_SKIPPED=1, CUDASEM_RETRIES=<n>,
// CUDASEM_DEVICE=<n>, CUDASEM_LIBCUDA=<absolute path of a driver library> (library.h),
// CUDASEM_SANITIZER=memcheck|racecheck|synccheck|initcheck (sanitizer.h)
// (booleans 1/0, on/off, true/false, yes/no; an invalid value FAILs the case: expectations.h).
// Expectation entries are written for NVIDIA's driver: with another driver library (library.h
// says which is NVIDIA's) their fail and flaky entries are not applied, and the record says which
// entry was left out (expectation_not_applied), unless CUDASEM_EXPECTATIONS=on-any-library. Skip
// entries (cases that harm the machine) apply to every library.
#include <fcntl.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <csignal>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <fstream>
#include <iostream>
#include <mutex>
#include <optional>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "cudasem/case.h"
#include "device.h"
#include "expectations.h"
#include "json.h"
#include "library.h"
#include "observations.h"
#include "registry.h"
#include "sanitizer.h"

#ifndef CUDASEM_SOURCE_DIR
#define CUDASEM_SOURCE_DIR "."
#endif

namespace cudasem {
namespace {

constexpr int kExitPass = 0, kExitFail = 1, kExitUsage = 2, kExitUnsupported = 77;

std::string env_or(const char* name, const std::string& fallback) {
  const char* v = std::getenv(name);
  return v && *v ? v : fallback;
}

// A case's time limit: its declared one, times kSanitizerTimeFactor in sanitizer mode (an invalid
// CUDASEM_SANITIZER leaves it: the case then FAILs naming the setting).
int time_limit_s(const CaseInfo& info) {
  try {
    if (!parse_sanitizer_setting(std::getenv("CUDASEM_SANITIZER")).empty())
      return info.timeout_s * kSanitizerTimeFactor;
  } catch (const SettingError&) {
  }
  return info.timeout_s;
}

std::string now_iso() {
  auto t = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", std::gmtime(&t));
  return buf;
}

// CTest bracket argument that cannot be closed by the content.
std::string cmake_quote(const std::string& s) { return "[==[" + s + "]==]"; }

int list_cases(bool ids_only) {
  auto problems = validate_cases();
  if (!problems.empty()) {
    for (const auto& p : problems) std::cerr << "cudasem: invalid case declaration: " << p << "\n";
    return kExitUsage;
  }
  if (ids_only) {
    for (const auto& c : registered_cases()) std::cout << c.info.id << "\n";
    return kExitPass;
  }
  Json arr = Json::array();
  for (const auto& c : registered_cases()) arr.push(case_json(c));
  std::cout << arr.dump(2) << "\n";
  return kExitPass;
}

int emit_ctest(int argc, char** argv) {
  auto problems = validate_cases();
  if (!problems.empty()) {
    for (const auto& p : problems) std::cerr << "cudasem: invalid case declaration: " << p << "\n";
    return kExitUsage;
  }
  std::vector<std::string> common_env;
  std::string fixture;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    if (a.rfind("--env=", 0) == 0) common_env.push_back(a.substr(6));
    if (a.rfind("--fixture=", 0) == 0) fixture = a.substr(10);
  }
  const std::string exe = self_executable();
  for (const auto& c : registered_cases()) {
    const CaseInfo& i = c.info;
    std::string labels, env;
    for (const auto& l : labels_of(i)) labels += (labels.empty() ? "" : ";") + l;
    auto add_env = [&](std::string e) {
      std::string escaped;
      for (char ch : e) escaped += ch == ';' ? std::string("\\;") : std::string(1, ch);
      env += (env.empty() ? "" : ";") + escaped;
    };
    for (const auto& e : common_env) add_env(e);
    for (const char* e : i.env) add_env(e);
    std::cout << "add_test(" << cmake_quote(i.id) << " " << cmake_quote(exe) << " "
              << cmake_quote(std::string("--cudasem-case=") + i.id) << ")\n";
    std::cout << "set_tests_properties(" << cmake_quote(i.id) << " PROPERTIES"
              << " LABELS " << cmake_quote(labels) << " SKIP_RETURN_CODE 77"
              << " TIMEOUT " << (time_limit_s(i) + 15) << " ENVIRONMENT " << cmake_quote(env);
    if (!fixture.empty()) std::cout << " FIXTURES_REQUIRED " << fixture;
    if (i.exclusive) std::cout << " RUN_SERIAL TRUE";
    std::cout << ")\n";
  }
  return kExitPass;
}

// Collects what gtest reports about the one test that runs.
class Collector : public ::testing::EmptyTestEventListener {
 public:
  void OnTestPartResult(const ::testing::TestPartResult& r) override {
    std::lock_guard<std::mutex> lock(mu);
    if (r.skipped()) {
      skipped = true;
      skip_message = r.message();
      return;
    }
    if (!r.failed()) return;
    failed = true;
    if (message.size() < 4000) {
      if (!message.empty()) message += "\n";
      if (r.file_name()) message += std::string(r.file_name()) + ":" + std::to_string(r.line_number()) + ": ";
      message += r.summary();
    }
  }
  void OnTestStart(const ::testing::TestInfo&) override { ran = true; }
  std::mutex mu;
  bool ran = false, failed = false, skipped = false;
  std::string message, skip_message;
};

// Settings the harness made for every case ("CUDA_MODULE_LOADING=EAGER"), unless the case names its
// own value or asks for the toolkit's defaults; each record lists those its case ran under.
std::vector<std::string>& harness_settings() {
  static std::vector<std::string> s;
  return s;
}

void apply_harness_setting(const char* key, const char* value) {
  if (std::getenv(key)) return;  // set by the user or the case's environment: theirs
  setenv(key, value, 0);
  harness_settings().push_back(std::string(key) + "=" + value);
}

struct Run {
  const RegisteredCase* c = nullptr;
  std::string record_path;
  std::string started = now_iso();
  std::chrono::steady_clock::time_point t0 = std::chrono::steady_clock::now();
  int attempt = 1;
  std::string previous_attempts;  // JSON array text of earlier attempts, "" if none
  int first_attempt = 1;          // this CTest test's first attempt (earlier ones: earlier `ctest --repeat` runs)
  Json device = nullptr;
  std::string driver_version;
  Json expectation = nullptr;
  Json driver_library = nullptr;        // the driver library this process loaded (short form)
  std::string expectation_not_applied;  // an entry left out: not NVIDIA's driver library
  std::string run_id;                   // the fixture's run (CUDASEM_RECORD_DIR/run-id): a record names its run
  Json sanitizer = nullptr;             // sanitizer mode: the tool, and why the case was not run under it
  std::mutex write_mu;
  bool final_written = false;
  pid_t pid = getpid();  // a forked child that has not exec'ed must not write this case's record
  // When every attempt must have ended (steady: ms since epoch of the system clock), inside
  // CTest's TIMEOUT (timeout_s + 15 s), so that retries never outlive it.
  long long deadline_ms = 0;
  struct CrashRecord {
    int signal;
    std::string text;
  };
  CrashRecord crash_records[5] = {{SIGSEGV, ""}, {SIGBUS, ""}, {SIGFPE, ""}, {SIGILL, ""}, {SIGABRT, ""}};
  std::string crash_tmp;
  bool crash_armed = false;

  double elapsed() const { return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count(); }

  Json attempt_json(const std::string& outcome, const std::string& message) const {
    Json a = Json::object();
    a.set("attempt", attempt);
    a.set("outcome", outcome);
    a.set("duration_s", elapsed());
    a.set("message", message);
    return a;
  }

  std::string attempts_text(const Json& current) const {
    std::string cur = current.dump();
    if (previous_attempts.empty()) return "[" + cur + "]";
    return previous_attempts.substr(0, previous_attempts.size() - 1) + "," + cur + "]";
  }

  std::string render(const std::string& outcome, const std::string& message) const {
    Json r = Json::object();
    r.set("schema", "cudasem-record/1");
    r.set("id", c->info.id);
    r.set("test", c->test_name);
    r.set("outcome", outcome);
    r.set("message", message);
    r.set("duration_s", elapsed());
    r.set("attempts", Json::Raw{attempts_text(attempt_json(outcome, message))});
    r.set("observations", observations_json());
    Json settings = Json::array();
    for (const auto& kv : harness_settings()) settings.push(kv);
    r.set("harness_settings", std::move(settings));
    r.set("expectation", expectation);
    if (!expectation_not_applied.empty()) r.set("expectation_not_applied", expectation_not_applied);
    r.set("device", device);
    if (!driver_library.is_null()) r.set("driver_library", driver_library);
    r.set("driver_version", driver_version.empty() ? Json(nullptr) : Json(driver_version));
    r.set("case", case_json(*c));
    r.set("pid", static_cast<long>(getpid()));
    if (!run_id.empty()) r.set("run_id", run_id);
    if (!sanitizer.is_null()) r.set("sanitizer", sanitizer);
    r.set("started", started);
    r.set("ended", now_iso());
    return r.dump(2) + "\n";
  }

  // The record that a fatal signal leaves, prepared in advance: the handler may only make
  // async-signal-safe calls (open, write, fsync, rename), so it writes these bytes as they are.
  void arm_crash_records() {
    for (CrashRecord& cr : crash_records) {
      cr.text = render("CRASH", std::string("the process was killed by signal ") + std::to_string(cr.signal) + " (" +
                                    strsignal(cr.signal) + ") before writing its result" +
                                    " (observations recorded in the body are not in this record)");
    }
    crash_tmp = record_path + "." + std::to_string(getpid()) + ".crash.tmp";
    crash_armed = !record_path.empty();
  }

  void write(const std::string& outcome, const std::string& message, bool final) {
    std::lock_guard<std::mutex> lock(write_mu);
    if (final_written) return;
    if (final) final_written = true;
    store(render(outcome, message));
    if (final) announce(outcome, message);
  }

  // The final record as text made elsewhere (sanitizer mode: the case's record with the tool's findings).
  void write_final_text(const std::string& text, const std::string& outcome, const std::string& message) {
    std::lock_guard<std::mutex> lock(write_mu);
    if (final_written) return;
    final_written = true;
    store(text);
    announce(outcome, message);
  }

 private:
  void store(const std::string& text) const {
    if (record_path.empty()) return;
    // A name of this process's own, written and synced before the rename: a reader sees the
    // old record or the new one, never a part, and two writers never share a temporary file.
    const std::string tmp = record_path + "." + std::to_string(getpid()) + ".tmp";
    bool ok = false;
    if (FILE* f = std::fopen(tmp.c_str(), "w")) {
      ok = std::fwrite(text.data(), 1, text.size(), f) == text.size();
      ok = std::fflush(f) == 0 && ok;
      ok = fsync(fileno(f)) == 0 && ok;
      ok = std::fclose(f) == 0 && ok;
    }
    if (!ok || std::rename(tmp.c_str(), record_path.c_str()) != 0) {
      std::remove(tmp.c_str());
      std::cerr << "cudasem: cannot write record " << record_path << "\n";
    }
  }

  void announce(const std::string& outcome, const std::string& message) const {
    std::printf("cudasem: %s: %s (%.3f s)%s%s\n", c->info.id, outcome.c_str(), elapsed(), message.empty() ? "" : "\n  ",
        message.c_str());
    std::fflush(stdout);
  }
};

Run* g_run = nullptr;
std::string g_libcuda_problem;             // CUDASEM_LIBCUDA could not be honoured (main): the case FAILs
std::atomic<pid_t> g_supervised_group{0};  // sanitizer mode: the process group running the case under the tool
std::atomic<bool> g_timed_out{false};      // the watchdog fired: it writes the record and ends the process

long long epoch_ms() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::system_clock::now().time_since_epoch())
      .count();
}

// Writes TIMEOUT and exits if the attempt outlives its time limit or the case its deadline
// (CTest's own limit is later, so CTest never has to kill a case: a killed retry is TIMEOUT too).
void start_timeout_watchdog(int seconds, long long deadline_ms) {
  const long long limit_ms = std::min<long long>(seconds * 1000LL, std::max(0LL, deadline_ms - epoch_ms()));
  std::thread([seconds, limit_ms] {
    std::this_thread::sleep_for(std::chrono::milliseconds(limit_ms));
    if (!g_run) return;
    g_timed_out.store(true);
    if (const pid_t group = g_supervised_group.load(); group > 0) kill(-group, SIGKILL);
    g_run->write("TIMEOUT",
        limit_ms == seconds * 1000LL ? "the case did not finish within its limit of " + std::to_string(seconds) + " s"
                                     : "attempt " + std::to_string(g_run->attempt) + " did not finish within the " +
                                           std::to_string(limit_ms / 1000) + " s left of the case's limit (" +
                                           std::to_string(seconds) + " s for all attempts together, inside CTest's)",
        true);
    std::fflush(nullptr);
    _exit(kExitFail);
  }).detach();
}

int exit_code_of(const std::string& outcome) {
  if (outcome == "PASS" || outcome == "XFAIL" || outcome == "FLAKY") return kExitPass;
  if (outcome == "UNSUPPORTED") return kExitUnsupported;
  return kExitFail;
}

// Writes the final record and ends the process at once: no static destructor or atexit handler
// runs after the record, so a crash or hang at exit cannot follow a written PASS, and the exit
// code CTest sees always agrees with the record.
[[noreturn]] void finish(Run& run, const std::string& outcome, const std::string& message) {
  run.write(outcome, message, true);
  std::fflush(nullptr);
  _exit(exit_code_of(outcome));
}

// A body that calls exit() never passes: its record says so and the exit code is 1.
void on_exit_before_result() {
  if (!g_run || getpid() != g_run->pid || g_run->final_written) return;
  g_run->write("CRASH", "the process called exit() before writing its result", true);
  std::fflush(nullptr);
  _exit(kExitFail);
}

// A fatal signal leaves a CRASH record naming it, then ends the process by the same signal
// (CTest sees the signal). Async-signal-safe calls only.
extern "C" void on_fatal_signal(int sig) {
  Run* run = g_run;
  if (run && run->crash_armed && getpid() == run->pid && !run->final_written) {
    for (const auto& cr : run->crash_records)
      if (cr.signal == sig) {
        const int fd = open(run->crash_tmp.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
        if (fd >= 0) {
          const char* p = cr.text.data();
          std::size_t left = cr.text.size();
          while (left > 0) {
            const ssize_t n = ::write(fd, p, left);
            if (n <= 0) break;
            p += n;
            left -= static_cast<std::size_t>(n);
          }
          fsync(fd);
          close(fd);
          if (left == 0) rename(run->crash_tmp.c_str(), run->record_path.c_str());
        }
      }
  }
  signal(sig, SIG_DFL);
  raise(sig);
}

void install_crash_handlers(Run& run) {
  run.arm_crash_records();
  for (const auto& cr : run.crash_records) signal(cr.signal, &on_fatal_signal);
}

// Whether an earlier attempt (JSON array text) failed: a PASS after one is FLAKY, never PASS.
bool earlier_failure(const std::string& attempts) {
  const auto list = nlohmann::ordered_json::parse(attempts.empty() ? "[]" : attempts, nullptr, false);
  if (!list.is_array()) return false;
  for (const auto& a : list) {
    const std::string o = a.is_object() ? a.value("outcome", "") : "";
    if (o == "FAIL" || o == "CRASH" || o == "TIMEOUT") return true;
  }
  return false;
}

// ctest --repeat runs a case's test again in a new process: the record this run already holds for
// the case lists the earlier attempts, which this one continues.
void carry_earlier_attempts(Run& run) {
  std::ifstream in(run.record_path, std::ios::binary);
  if (!in) return;
  std::stringstream text;
  text << in.rdbuf();
  const auto record = nlohmann::ordered_json::parse(text.str(), nullptr, false);
  if (!record.is_object() || record.value("run_id", "") != run.run_id || record.value("id", "") != run.c->info.id ||
      !record.contains("attempts") || !record["attempts"].is_array() || record["attempts"].empty())
    return;
  run.previous_attempts = record["attempts"].dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace);
  run.attempt = static_cast<int>(record["attempts"].size()) + 1;
  run.first_attempt = run.attempt;
}

// Sanitizer mode (sanitizer.h): runs the case under compute-sanitizer with `tool`, then writes the
// record the case wrote with the tool's findings added; a finding fails the case.
[[noreturn]] void supervise_under_sanitizer(Run& run, const std::string& tool) {
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
  std::string why;
  const std::string sanitizer = find_compute_sanitizer(&why);
  if (sanitizer.empty()) finish(run, "FAIL", "harness: CUDASEM_SANITIZER=" + tool + ": " + why);
  if (run.record_path.empty())
    finish(run, "FAIL", "harness: CUDASEM_SANITIZER needs CUDASEM_RECORD_DIR: the case's record carries the findings");
  const std::string log_path =
      run.record_path.substr(0, run.record_path.size() - 5) + ".sanitizer-" + tool + ".log";  // <id>.json -> ...
  std::remove(log_path.c_str());
  const int status = run_supervised(
      sanitizer_command(sanitizer, tool, log_path, self_executable(), std::string("--cudasem-case=") + info.id), tool,
      g_supervised_group, &why);
  while (g_timed_out.load()) pause();  // the watchdog killed the tool: it writes TIMEOUT and ends the process
  if (status < 0) finish(run, "FAIL", "harness: compute-sanitizer " + tool + ": " + why);
  const std::string status_text = WIFEXITED(status) ? "exit code " + std::to_string(WEXITSTATUS(status))
                                                    : "signal " + std::to_string(WTERMSIG(status));

  auto slurp = [](const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
  };
  nlohmann::ordered_json record = nlohmann::ordered_json::parse(slurp(run.record_path), nullptr, false);
  // No record of the case's own (the tool never started it, or it died before its first write): the
  // record is this process's placeholder.
  if (record.is_discarded() || !record.is_object() || record.value("pid", -1L) == static_cast<long>(getpid()))
    record = nlohmann::ordered_json::parse(run.render("CRASH", "the case's process under compute-sanitizer " + tool +
                                                                   " wrote no result (" + status_text + ")"),
        nullptr, false);
  const SanitizerLog log = parse_sanitizer_log(slurp(log_path));
  nlohmann::ordered_json found = nlohmann::ordered_json::object();
  found["tool"] = tool;
  found["errors"] = log.errors;
  found["summary_found"] = log.summary_found;
  found["findings"] = nlohmann::ordered_json::array();
  for (const auto& [text, count] : log.findings) found["findings"].push_back({{"text", text}, {"count", count}});
  if (!log.excerpt.empty()) found["excerpt"] = log.excerpt;
  found["log"] = log_path.substr(log_path.rfind('/') + 1);
  found["status"] = status_text;
  record["sanitizer"] = found;

  std::string outcome = record.value("outcome", "CRASH"), message = record.value("message", "");
  if (!run.previous_attempts.empty() && record["attempts"].is_array()) {  // ctest --repeat: earlier attempts first
    auto all = nlohmann::ordered_json::parse(run.previous_attempts, nullptr, false);
    if (all.is_array()) {
      for (auto a : record["attempts"]) {
        a["attempt"] = all.size() + 1;
        all.push_back(a);
      }
      record["attempts"] = all;
      if (outcome == "PASS" && earlier_failure(run.previous_attempts)) record["outcome"] = outcome = "FLAKY";
    }
  }
  std::string problem;
  if (log.errors > 0)
    problem = "harness: compute-sanitizer " + tool + " reported " + std::to_string(log.errors) +
              " error(s) in the case's processes" + (log.findings.empty() ? "" : ": " + log.findings[0].first) +
              " (the record's sanitizer section lists them)";
  else if (!log.summary_found)
    problem = "harness: compute-sanitizer " + tool + " ended without its error summary (" + status_text +
              "): the tool did not finish";
  if (!problem.empty() && outcome != "CRASH" && outcome != "TIMEOUT") {
    message = problem + "\n(the case itself: " + outcome + (message.empty() ? "" : ": " + message) + ")";
    outcome = "FAIL";
    record["outcome"] = outcome;
    record["message"] = message;
    if (record["attempts"].is_array() && !record["attempts"].empty()) {
      record["attempts"].back()["outcome"] = outcome;
      record["attempts"].back()["message"] = message;
    }
  }
  run.write_final_text(
      record.dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace) + "\n", outcome, message);
  std::fflush(nullptr);
  _exit(exit_code_of(outcome));
}

int run_case(const std::string& id, int argc, char** argv) {
  const RegisteredCase* c = find_case(id);
  if (!c) {
    std::cerr << "cudasem: unknown case id '" << id << "'; `" << argv[0]
              << " --cudasem-ids` lists the cases of this binary\n";
    return kExitUsage;
  }
  auto problems = validate_cases();
  if (!problems.empty()) {
    for (const auto& p : problems) std::cerr << "cudasem: invalid case declaration: " << p << "\n";
    return kExitUsage;
  }
  static Run run;
  g_run = &run;
  run.c = c;
  // A retry re-executes this process (same pid) with CUDASEM_RETRY_OF=<pid>; anything else that
  // set these variables (an inherited environment) is ignored, so it cannot change an outcome.
  const int limit_s = time_limit_s(c->info);
  run.deadline_ms = epoch_ms() + (limit_s + 10) * 1000LL;  // CTest's TIMEOUT is limit_s + 15
  if (env_or("CUDASEM_RETRY_OF", "") == std::to_string(getpid())) {
    run.attempt = std::atoi(env_or("CUDASEM_ATTEMPT", "1").c_str());
    run.previous_attempts = env_or("CUDASEM_PREVIOUS_ATTEMPTS", "");
    run.first_attempt = std::atoi(env_or("CUDASEM_FIRST_ATTEMPT", "1").c_str());
    if (long long d = std::atoll(env_or("CUDASEM_DEADLINE_MS", "0").c_str()); d > 0) run.deadline_ms = d;
  }
  unsetenv("CUDASEM_RETRY_OF");
  unsetenv("CUDASEM_ATTEMPT");
  unsetenv("CUDASEM_PREVIOUS_ATTEMPTS");
  unsetenv("CUDASEM_DEADLINE_MS");
  unsetenv("CUDASEM_FIRST_ATTEMPT");
  std::atexit(&on_exit_before_result);
  // The case's declared environment, as CTest's ENVIRONMENT property sets it, also when the case
  // is run directly (before any CUDA call, so the runtime and driver read it at start).
  for (const char* e : c->info.env) {
    const std::string kv = e;
    const std::size_t eq = kv.find('=');
    if (eq == std::string::npos) continue;
    const std::string key = kv.substr(0, eq), value = kv.substr(eq + 1);
    const char* current = std::getenv(key.c_str());
    if (current && value == current) continue;
    std::fprintf(stderr, "cudasem: %s: applying the case's environment %s (was %s)\n", c->info.id, kv.c_str(),
        current ? current : "unset");
    setenv(key.c_str(), value.c_str(), 1);
    auto& hs = harness_settings();
    for (auto it = hs.begin(); it != hs.end();) it = it->rfind(key + "=", 0) == 0 ? hs.erase(it) : it + 1;
  }
  if (c->info.toolkit_defaults) {
    for (const auto& kv : harness_settings()) unsetenv(kv.substr(0, kv.find('=')).c_str());
    harness_settings().clear();
  }
  set_current_case(&c->info);
  if (const char* dir = std::getenv("CUDASEM_RECORD_DIR"); dir && *dir) {
    run.record_path = std::string(dir) + "/" + id + ".json";
    std::ifstream(std::string(dir) + "/run-id") >> run.run_id;
  }
  // ctest --repeat: a record of this case from this run is an earlier attempt (an earlier process of
  // the same CTest test): its attempts come first in this record. Under a sanitizer, the supervisor
  // carries them (the record there is its own placeholder).
  if (run.previous_attempts.empty() && !run.run_id.empty() && !std::getenv(kSanitizerChildVariable))
    carry_earlier_attempts(run);

  // A record exists from the start: if the process dies, it says so.
  run.write("CRASH", "the process ended without writing its result (signal, abort or exit)", false);
  start_timeout_watchdog(limit_s, run.deadline_ms);

  // The user's settings, parsed once by the one parser (expectations.h): an invalid value stops
  // the case with its name, never a silent default.
  std::string expectations_mode = "on";
  bool run_skipped = false;
  long retries = 0;
  try {
    expectations_mode = parse_expectations_setting(std::getenv("CUDASEM_EXPECTATIONS"));
    run_skipped = parse_bool_setting("CUDASEM_RUN_SKIPPED", std::getenv("CUDASEM_RUN_SKIPPED"), false);
    retries = parse_int_setting("CUDASEM_RETRIES", std::getenv("CUDASEM_RETRIES"), 0, 0, 100);
  } catch (const SettingError& e) {
    finish(run, "FAIL", std::string("harness: invalid setting: ") + e.what());
  }
  if (!g_libcuda_problem.empty()) finish(run, "FAIL", "harness: invalid setting: " + g_libcuda_problem);
  std::string sanitizer_tool;
  try {
    sanitizer_tool = parse_sanitizer_setting(std::getenv("CUDASEM_SANITIZER"));
  } catch (const SettingError& e) {
    finish(run, "FAIL", std::string("harness: invalid setting: ") + e.what());
  }
  // Sanitizer mode: this process supervises the case's run under the tool (sanitizer.h).
  if (!sanitizer_tool.empty() && env_or(kSanitizerChildVariable, "") != sanitizer_tool)
    supervise_under_sanitizer(run, sanitizer_tool);

  bool case_sets_visible = false;
  for (const char* e : c->info.env)
    if (std::strncmp(e, "CUDA_VISIBLE_DEVICES=", 21) == 0) case_sets_visible = true;
  if (!case_sets_visible)  // a case that sets CUDA_VISIBLE_DEVICES itself decides
    if (std::string bad = apply_device_selection(); !bad.empty()) finish(run, "FAIL", bad);

  // A case that narrows CUDA_VISIBLE_DEVICES itself needs its GPU count checked on the machine:
  // with fewer GPUs its own setting may hide every device and hide the real reason.
  if (case_sets_visible)
    for (const Requirement& r : c->info.needs)
      if (r.type == Requirement::Type::gpu_count) {
        const int all = device_count_without_visible_devices();
        if (all >= 0 && all < r.value)
          finish(run, "UNSUPPORTED",
              "requires " + r.describe() + "; this machine has " + std::to_string(all) +
                  " (counted without the case's own CUDA_VISIBLE_DEVICES)");
      }

  // Requirements: driver API only, no context is created.
  Platform platform = probe_platform();
  run.driver_version = platform.driver_version;
  const DriverLibrary library = driver_library(false);
  if (library.loaded) run.driver_library = driver_library_json(library, false);
  if (!platform.ok) finish(run, "UNSUPPORTED", platform.why);
  DeviceIdentity dev = probe_device(0);
  run.device = dev.to_json();
  for (const Requirement& r : c->info.needs) {
    bool ok = true;
    int have = 0;
    if (r.type == Requirement::Type::gpu_count) {
      have = platform.device_count;
      ok = have >= r.value;
    } else if (r.type == Requirement::Type::attribute) {
      have = dev.attributes.count(r.name) ? dev.attributes.at(r.name) : 0;
      switch (r.cmp) {
        case Cmp::eq:
          ok = have == r.value;
          break;
        case Cmp::ne:
          ok = have != r.value;
          break;
        case Cmp::ge:
          ok = have >= r.value;
          break;
        case Cmp::gt:
          ok = have > r.value;
          break;
        case Cmp::le:
          ok = have <= r.value;
          break;
        case Cmp::lt:
          ok = have < r.value;
          break;
      }
    }
    if (!ok)
      finish(run, "UNSUPPORTED",
          "requires " + r.describe() + "; device " + std::to_string(dev.ordinal) + " (" + dev.name + ") has " +
              std::to_string(have));
  }

  // Expectations for this GPU and driver.
  std::optional<Expectation> expected;
  if (expectations_mode != "off") {
    Facts facts;
    facts.gpu_name = dev.name;
    facts.driver_version = platform.driver_version;
    facts.pci_device_id = dev.nvml.pci_device_id >> 16;
    facts.cc_major = dev.cc_major;
    facts.cc_minor = dev.cc_minor;
    facts.runtime_version = platform.runtime_version;
    facts.driver_api_version = platform.driver_api_version;
    facts.attributes = dev.attributes;
    try {
      auto all = load_expectations(env_or("CUDASEM_EXPECTATIONS_DIR", CUDASEM_SOURCE_DIR "/expectations"));
      expected = find_expectation(all, id, facts);
    } catch (const ExpectationError& e) {
      finish(run, "FAIL", std::string("expectations: ") + e.what());
    }
  }
  // Entries describe NVIDIA's driver: another library's outcomes are its own (skip still applies).
  if (expected && expected->outcome != "skip" && !library.nvidia && expectations_mode != "on-any-library") {
    run.expectation_not_applied = expected->where() + " (" + expected->outcome + ") not applied: the driver library " +
                                  library.path + " is not NVIDIA's (" + library.evidence +
                                  "); CUDASEM_EXPECTATIONS=on-any-library applies it";
    expected.reset();
  }
  if (expected) {
    Json e = Json::object();
    e.set("outcome", expected->outcome);
    e.set("reason", expected->reason);
    e.set("reference", expected->reference);
    e.set("source", expected->where());
    if (!expected->deviation_class.empty()) e.set("class", expected->deviation_class);
    if (!expected->expects_text.empty()) e.set("expects", expected->expects_text);
    if (expected->any_failure) e.set("wildcard", true);
    run.expectation = e;
    if (expected->outcome == "skip" && !run_skipped)
      finish(run, "UNSUPPORTED", "skipped by expectation " + expected->where() + ": " + expected->reason);
  }

  // The body: exactly one gtest test.
  install_crash_handlers(run);
  int gtest_argc = 1;
  char* gtest_argv[] = {argv[0], nullptr};
  ::testing::InitGoogleTest(&gtest_argc, gtest_argv);
  ::testing::GTEST_FLAG(filter) = c->test_name;
  auto* collector = new Collector;
  ::testing::UnitTest::GetInstance()->listeners().Append(collector);
  if (RUN_ALL_TESTS() != 0) {  // the collector has the details
  }

  std::string outcome, message;
  if (!collector->ran) {
    outcome = "FAIL";
    message = "harness: the test " + c->test_name + " did not run";
  } else if (collector->failed) {
    outcome = "FAIL";
    message = collector->message;
  } else if (collector->skipped) {
    if (collector->skip_message.empty()) {
      outcome = "FAIL";
      message = "harness: GTEST_SKIP() without a reason; say which requirement is unmet";
    } else {
      outcome = "UNSUPPORTED";
      message = collector->skip_message;
    }
  } else {
    outcome = "PASS";
  }

  // Retries: only a failure is retried; fail-then-pass is FLAKY, never PASS.
  if (expected && expected->outcome == "flaky" && retries < 1) retries = 1;
  // A retry starts only with at least a second of the case's deadline left.
  const bool time_for_retry = run.deadline_ms - epoch_ms() >= 1000;
  const bool may_retry = run.attempt - run.first_attempt < retries;  // retries of this CTest test
  if (outcome == "FAIL" && may_retry && !time_for_retry)
    message += "\n(harness: no retry: the case's time limit is spent)";
  if (outcome == "FAIL" && may_retry && time_for_retry) {
    std::string history = run.attempts_text(run.attempt_json(outcome, message));
    setenv("CUDASEM_ATTEMPT", std::to_string(run.attempt + 1).c_str(), 1);
    setenv("CUDASEM_PREVIOUS_ATTEMPTS", history.c_str(), 1);
    setenv("CUDASEM_RETRY_OF", std::to_string(getpid()).c_str(), 1);
    setenv("CUDASEM_DEADLINE_MS", std::to_string(run.deadline_ms).c_str(), 1);
    setenv("CUDASEM_FIRST_ATTEMPT", std::to_string(run.first_attempt).c_str(), 1);
    std::printf("cudasem: %s: attempt %d failed, retrying in a fresh process\n", c->info.id, run.attempt);
    std::fflush(nullptr);
    const std::string exe = self_executable();
    execv(exe.c_str(), argv);
    message += "\n(harness: retry failed: execv " + exe + ": " + std::strerror(errno) + ")";
  }
  if (outcome == "PASS" && earlier_failure(run.previous_attempts)) outcome = "FLAKY";

  if (expected && expected->outcome == "fail") {
    if (outcome == "FAIL") {
      // The entry hides only the failure it names: any other failure stays FAIL.
      const std::string mismatch = expectation_mismatch(*expected, observation_texts(), message);
      run.expectation.set("matched", mismatch.empty());
      if (mismatch.empty()) {
        outcome = "XFAIL";
      } else {
        message += "\n(not the failure that " + expected->where() + " expects: it " + mismatch + ")";
      }
    } else if (outcome == "PASS") {
      outcome = "XPASS";
      message =
          "passed, but " + expected->where() + " expects a failure (" + expected->reason + "): the entry is stale";
    }
  }
  finish(run, outcome, message);
}

}  // namespace
}  // namespace cudasem

int main(int argc, char** argv) {
  using namespace cudasem;
  // CUDASEM_LIBCUDA: a case or helper process starts with the library's folder first in
  // LD_LIBRARY_PATH (this may re-execute the process, before it changes anything: library.h).
  for (int i = 1; i < argc; ++i)
    if (std::strncmp(argv[i], "--cudasem-case=", 15) == 0 || std::strncmp(argv[i], "--cudasem-helper=", 17) == 0) {
      g_libcuda_problem = use_requested_driver_library(argv);
      break;
    }
  // Cases observe ordering with gate kernels that wait for the host or for each other. Under lazy
  // loading (the default since CUDA 12.2) the first launch of a kernel not loaded yet "might
  // require context synchronization" (PG, Lazy Loading), which would block the host behind a
  // gate and be misread as the behavior under test. So every module loads with the context,
  // unless the case's environment names a mode (the lazy-loading cases do).
  apply_harness_setting("CUDA_MODULE_LOADING", "EAGER");
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    if (a == "--cudasem-list") return list_cases(false);
    if (a == "--cudasem-ids") return list_cases(true);
    if (a == "--cudasem-ctest") return emit_ctest(argc, argv);
    if (a.rfind("--cudasem-case=", 0) == 0) return run_case(a.substr(15), argc, argv);
    if (a.rfind("--cudasem-helper=", 0) == 0) {
      if (!g_libcuda_problem.empty()) std::cerr << "cudasem: " << g_libcuda_problem << "\n";
      HelperMain fn = find_helper(a.substr(17));
      if (!fn) {
        std::cerr << "cudasem: unknown helper '" << a.substr(17) << "'\n";
        return 2;
      }
      return fn(argc - i - 1, argv + i + 1);
    }
  }
  std::cerr << "usage: " << argv[0]
            << " --cudasem-list | --cudasem-ids | --cudasem-ctest [--env=K=V]... [--fixture=F]"
               " | --cudasem-case=<id> | --cudasem-helper=<name> [args]\n"
               "Each case runs in its own process: run one case with --cudasem-case=<id>.\n";
  return 2;
}
