// SPDX-License-Identifier: Apache-2.0
#include "case_record.h"

#include <fcntl.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <fstream>
#include <iostream>
#include <sstream>
#include <thread>

#include <nlohmann/json.hpp>

#include "gating.h"
#include "observations.h"
#include "registry.h"
#include "sanitizer.h"
#include "verdict.h"

namespace cudasem {

Run* g_run = nullptr;
std::atomic<pid_t> g_supervised_group{0};
std::atomic<bool> g_timed_out{false};

std::string now_iso() {
  auto t = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", std::gmtime(&t));
  return buf;
}

long long epoch_ms() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::system_clock::now().time_since_epoch())
      .count();
}

std::vector<std::string>& harness_settings() {
  static std::vector<std::string> s;
  return s;
}

void apply_harness_setting(const char* key, const char* value) {
  if (std::getenv(key)) return;  // set by the user or the case's environment: theirs
  setenv(key, value, 0);
  harness_settings().push_back(std::string(key) + "=" + value);
}

double Run::elapsed() const { return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count(); }

Json Run::attempt_json(const std::string& outcome, const std::string& message) const {
  Json a = Json::object();
  a.set("attempt", attempt);
  a.set("outcome", outcome);
  a.set("duration_s", elapsed());
  a.set("message", message);
  return a;
}

std::string Run::attempts_text(const Json& current) const {
  std::string cur = current.dump();
  if (previous_attempts.empty()) return "[" + cur + "]";
  return previous_attempts.substr(0, previous_attempts.size() - 1) + "," + cur + "]";
}

std::string Run::render(const std::string& outcome, const std::string& message) const {
  Json r = Json::object();
  r.set("schema", kRecordSchema);
  r.set("id", c->info.id);
  r.set("test", c->test_name);
  r.set("outcome", outcome);
  r.set("message", message);
  r.set("duration_s", elapsed());
  r.set("attempts", Json::Raw{attempts_text(attempt_json(outcome, message))});
  r.set("observations", observations_json());
  r.set("failures", failures_json());
  r.set("returned", returned_json());
  Json settings = Json::array();
  for (const auto& kv : harness_settings()) settings.push(kv);
  r.set("harness_settings", std::move(settings));
  r.set("expectation", expectation);
  if (!expectation_not_applied.empty()) r.set("expectation_not_applied", expectation_not_applied);
  r.set("device", device);
  if (!driver_library.is_null()) r.set("driver_library", driver_library);
  if (!runtime_library.is_null()) r.set("runtime_library", runtime_library);
  r.set("driver_version", driver_version.empty() ? Json(nullptr) : Json(driver_version));
  r.set("case", case_json(*c));
  r.set("pid", static_cast<long>(getpid()));
  if (!run_id.empty()) r.set("run_id", run_id);
  if (!sanitizer.is_null()) r.set("sanitizer", sanitizer);
  r.set("started", started);
  r.set("ended", now_iso());
  return r.dump(2) + "\n";
}

void Run::arm_crash_records() {
  for (CrashRecord& cr : crash_records) {
    cr.text = render("CRASH", std::string("the process was killed by signal ") + std::to_string(cr.signal) + " (" +
                                  strsignal(cr.signal) + ") before writing its result" +
                                  " (observations recorded in the body are not in this record)");
  }
  crash_tmp = record_path + "." + std::to_string(getpid()) + ".crash.tmp";
  crash_armed = !record_path.empty();
}

void Run::write(const std::string& outcome, const std::string& message, bool final) {
  std::lock_guard<std::mutex> lock(write_mu);
  if (final_written) return;
  if (final) final_written = true;
  store(render(outcome, message));
  if (final) announce(outcome, message);
}

void Run::write_final_text(const std::string& text, const std::string& outcome, const std::string& message) {
  std::lock_guard<std::mutex> lock(write_mu);
  if (final_written) return;
  final_written = true;
  store(text);
  announce(outcome, message);
}

void Run::store(const std::string& text) const {
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

void Run::announce(const std::string& outcome, const std::string& message) const {
  std::printf("cudasem: %s: %s (%.3f s)%s%s\n", c->info.id, outcome.c_str(), elapsed(), message.empty() ? "" : "\n  ",
      message.c_str());
  std::fflush(stdout);
}

void finish(Run& run, const std::string& outcome, const std::string& message) {
  run.write(outcome, message, true);
  std::fflush(nullptr);
  _exit(exit_code_of(outcome));
}

namespace {

std::string timeout_message(int seconds, long long limit_ms, int attempt) {
  if (limit_ms == seconds * 1000LL)
    return "the case did not finish within its limit of " + std::to_string(seconds) + " s";
  return "attempt " + std::to_string(attempt) + " did not finish within the " + std::to_string(limit_ms / 1000) +
         " s left of the case's limit (" + std::to_string(seconds) + " s for all attempts together, inside CTest's)";
}

}  // namespace

void start_timeout_watchdog(int seconds, long long deadline_ms) {
  const long long limit_ms = std::min<long long>(seconds * 1000LL, std::max(0LL, deadline_ms - epoch_ms()));
  std::thread([seconds, limit_ms] {
    std::this_thread::sleep_for(std::chrono::milliseconds(limit_ms));
    if (!g_run) return;
    g_timed_out.store(true);
    if (const pid_t group = g_supervised_group.load(); group > 0) kill(-group, SIGKILL);
    g_run->write(outcome_name(Outcome::timeout), timeout_message(seconds, limit_ms, g_run->attempt), true);
    std::fflush(nullptr);
    _exit(exit_code_of(Outcome::timeout));
  }).detach();
}

void on_exit_before_result() {
  if (!g_run || getpid() != g_run->pid || g_run->final_written) return;
  g_run->write("CRASH", "the process called exit() before writing its result", true);
  std::fflush(nullptr);
  _exit(kExitFail);
}

namespace {

// Writes the prepared record's bytes (async-signal-safe calls only).
void write_crash_record(const Run& run, const std::string& text) {
  const int fd = open(run.crash_tmp.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (fd < 0) return;
  const char* p = text.data();
  std::size_t left = text.size();
  while (left > 0) {
    const ssize_t n = ::write(fd, p, left);
    if (n <= 0) break;
    p += n;
    left -= static_cast<std::size_t>(n);
  }
  fsync(fd);
  close(fd);
  if (left == 0) rename(run.crash_tmp.c_str(), run.record_path.c_str());
}

// A fatal signal leaves a CRASH record naming it, then ends the process by the same signal
// (CTest sees the signal). Async-signal-safe calls only.
extern "C" void on_fatal_signal(int sig) {
  Run* run = g_run;
  if (run && run->crash_armed && getpid() == run->pid && !run->final_written) {
    for (const auto& cr : run->crash_records)
      if (cr.signal == sig) write_crash_record(*run, cr.text);
  }
  signal(sig, SIG_DFL);
  raise(sig);
}

}  // namespace

void install_crash_handlers(Run& run) {
  run.arm_crash_records();
  for (const auto& cr : run.crash_records) signal(cr.signal, &on_fatal_signal);
}

void read_attempt_state(Run& run, int limit_s) {
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
}

std::string retry_in_fresh_process(Run& run, const std::string& message, char** argv) {
  std::string history = run.attempts_text(run.attempt_json("FAIL", message));
  setenv("CUDASEM_ATTEMPT", std::to_string(run.attempt + 1).c_str(), 1);
  setenv("CUDASEM_PREVIOUS_ATTEMPTS", history.c_str(), 1);
  setenv("CUDASEM_RETRY_OF", std::to_string(getpid()).c_str(), 1);
  setenv("CUDASEM_DEADLINE_MS", std::to_string(run.deadline_ms).c_str(), 1);
  setenv("CUDASEM_FIRST_ATTEMPT", std::to_string(run.first_attempt).c_str(), 1);
  std::printf("cudasem: %s: attempt %d failed, retrying in a fresh process\n", run.c->info.id, run.attempt);
  std::fflush(nullptr);
  const std::string exe = self_executable();
  execv(exe.c_str(), argv);
  return "execv " + exe + ": " + std::strerror(errno);
}

namespace {

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

}  // namespace

void open_record(Run& run) {
  if (const char* dir = std::getenv("CUDASEM_RECORD_DIR"); dir && *dir) {
    run.record_path = std::string(dir) + "/" + run.c->info.id + ".json";
    std::ifstream(std::string(dir) + "/run-id") >> run.run_id;
  }
  // ctest --repeat: a record of this case from this run is an earlier attempt (an earlier process of
  // the same CTest test): its attempts come first in this record. Under a sanitizer, the supervisor
  // carries them (the record there is its own placeholder).
  if (run.previous_attempts.empty() && !run.run_id.empty() && !std::getenv(kSanitizerChildVariable))
    carry_earlier_attempts(run);
  // A record exists from the start: if the process dies, it says so.
  run.write("CRASH", "the process ended without writing its result (signal, abort or exit)", false);
}

Json expectation_json(const Expectation& e) {
  Json j = Json::object();
  j.set("outcome", e.outcome);
  j.set("reason", e.reason);
  j.set("reference", e.reference);
  j.set("source", e.where());
  if (!e.deviation_class.empty()) j.set("class", e.deviation_class);
  if (!e.expects_text.empty()) j.set("expects", e.expects_text);
  if (!e.quote_text.empty()) {
    Json q = Json::object();
    q.set("doc", e.quote_doc);
    q.set("section", e.quote_section);
    q.set("text", e.quote_text);
    j.set("quote", std::move(q));
  }
  if (e.any_failure) j.set("wildcard", true);
  return j;
}

}  // namespace cudasem
