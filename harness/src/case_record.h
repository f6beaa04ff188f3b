// SPDX-License-Identifier: Apache-2.0
// Internal: the record of the case a process runs (<CUDASEM_RECORD_DIR>/<id>.json) and how the
// process ends. A record exists from the start (CRASH until the result replaces it); the final one
// is written once, and the process ends right after it with the outcome's exit code. A fatal
// signal leaves a CRASH record prepared in advance, a body's exit() a CRASH record, the watchdog
// a TIMEOUT record (verdict.h says which outcome gives which exit code).
#pragma once

#include <sys/types.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <csignal>
#include <mutex>
#include <string>
#include <vector>

#include "cudasem/case.h"
#include "expectations.h"
#include "json.h"

namespace cudasem {

std::string now_iso();
long long epoch_ms();

// Settings the harness made for every case ("CUDA_MODULE_LOADING=EAGER"), unless the case names its
// own value or asks for the toolkit's defaults; each record lists those its case ran under.
std::vector<std::string>& harness_settings();
void apply_harness_setting(const char* key, const char* value);

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
  Json runtime_library = nullptr;       // the CUDA runtime library this process loaded (short form)
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

  double elapsed() const;
  Json attempt_json(const std::string& outcome, const std::string& message) const;
  std::string attempts_text(const Json& current) const;
  std::string render(const std::string& outcome, const std::string& message) const;
  // The record that a fatal signal leaves, prepared in advance: the handler may only make
  // async-signal-safe calls (open, write, fsync, rename), so it writes these bytes as they are.
  void arm_crash_records();
  void write(const std::string& outcome, const std::string& message, bool final);
  // The final record as text made elsewhere (sanitizer mode: the case's record with the tool's findings).
  void write_final_text(const std::string& text, const std::string& outcome, const std::string& message);

 private:
  void store(const std::string& text) const;
  void announce(const std::string& outcome, const std::string& message) const;
};

// The process's one case run (set by the case main before anything can end the process).
extern Run* g_run;
extern std::atomic<pid_t> g_supervised_group;  // sanitizer mode: the process group running the case under the tool
extern std::atomic<bool> g_timed_out;          // the watchdog fired: it writes the record and ends the process

// Writes the final record and ends the process at once: no static destructor or atexit handler
// runs after the record, so a crash or hang at exit cannot follow a written PASS, and the exit
// code CTest sees always agrees with the record.
[[noreturn]] void finish(Run& run, const std::string& outcome, const std::string& message);

// Writes TIMEOUT and exits if the attempt outlives its time limit or the case its deadline
// (CTest's own limit is later, so CTest never has to kill a case: a killed retry is TIMEOUT too).
void start_timeout_watchdog(int seconds, long long deadline_ms);

// A body that calls exit() never passes: its record says so and the exit code is 1 (atexit).
void on_exit_before_result();

// A fatal signal leaves a CRASH record naming it, then ends the process by the same signal.
void install_crash_handlers(Run& run);

// The attempt this process is, and the case's deadline: a retry re-executes this process (same
// pid) with CUDASEM_RETRY_OF=<pid>; anything else that set these variables (an inherited
// environment) is ignored, so it cannot change an outcome. The variables are unset.
void read_attempt_state(Run& run, int limit_s);

// <CUDASEM_RECORD_DIR>/<id>.json and the run's id; the earlier attempts of this run (ctest
// --repeat); then the CRASH record that stands until the result replaces it.
void open_record(Run& run);

// Re-executes this process for the next attempt, passing on the attempts so far (this one failed
// with `message`); returns only when it could not, saying why ("execv <exe>: <error>").
std::string retry_in_fresh_process(Run& run, const std::string& message, char** argv);

// The record's "expectation": the entry that applies.
Json expectation_json(const Expectation& e);

}  // namespace cudasem
