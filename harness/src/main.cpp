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
// CUDASEM_CUDART=<absolute path of a libcudart.so.13 or its folder> (library.h; exit 2 when the
// process cannot load it),
// CUDASEM_SANITIZER=memcheck|racecheck|synccheck|initcheck (sanitizer.h)
// (booleans 1/0, on/off, true/false, yes/no; an invalid value FAILs the case: expectations.h).
// Expectation entries are written for NVIDIA's driver: with another driver library (library.h
// says which is NVIDIA's) their fail and flaky entries are not applied, and the record says which
// entry was left out (expectation_not_applied), unless CUDASEM_EXPECTATIONS=on-any-library. Skip
// entries (cases that harm the machine) apply to every library.
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <mutex>
#include <string>
#include <vector>

#include "case_record.h"
#include "cudasem/case.h"
#include "gating.h"
#include "json.h"
#include "library.h"
#include "observations.h"
#include "registry.h"
#include "sanitizer.h"
#include "supervise.h"
#include "verdict.h"

namespace cudasem {
namespace {

// Every case declaration of this binary is valid; else they are named on stderr.
bool declarations_valid() {
  auto problems = validate_cases();
  for (const auto& p : problems) std::cerr << "cudasem: invalid case declaration: " << p << "\n";
  return problems.empty();
}

// CTest bracket argument that cannot be closed by the content.
std::string cmake_quote(const std::string& s) { return "[==[" + s + "]==]"; }

int list_cases(bool ids_only) {
  if (!declarations_valid()) return kExitUsage;
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
  if (!declarations_valid()) return kExitUsage;
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
    record_failure(r);  // the record's "failures" (observe.cpp)
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

// The body: exactly one gtest test, with the crash handlers armed; GoogleTest's report of it.
TestReport run_body(Run& run, char** argv) {
  install_crash_handlers(run);
  int gtest_argc = 1;
  char* gtest_argv[] = {argv[0], nullptr};
  ::testing::InitGoogleTest(&gtest_argc, gtest_argv);
  ::testing::GTEST_FLAG(filter) = run.c->test_name;
  auto* collector = new Collector;
  ::testing::UnitTest::GetInstance()->listeners().Append(collector);
  if (RUN_ALL_TESTS() != 0) {  // the collector has the details
  }
  return {collector->ran, collector->failed, collector->skipped, collector->message, collector->skip_message};
}

// The record's expectation: the entry that applies, or the one the library rule left out.
void record_entry(Run& run, const Verdict& v) {
  run.expectation_not_applied = v.not_applied;
  if (v.entry) run.expectation = expectation_json(*v.entry);
}

// One attempt of one case: gate, expectation, body, verdict (verdict.h), record (case_record.h).
int run_case(const std::string& id, char** argv) {
  const RegisteredCase* c = find_case(id);
  if (!c) {
    std::cerr << "cudasem: unknown case id '" << id << "'; `" << argv[0]
              << " --cudasem-ids` lists the cases of this binary\n";
    return kExitUsage;
  }
  if (!declarations_valid()) return kExitUsage;
  static Run run;
  g_run = &run;
  run.c = c;
  const int limit_s = time_limit_s(c->info);
  read_attempt_state(run, limit_s);
  std::atexit(&on_exit_before_result);
  apply_case_environment(c->info);
  set_current_case(&c->info);
  open_record(run);
  start_timeout_watchdog(limit_s, run.deadline_ms);

  const Settings settings = read_settings(run);
  // Sanitizer mode: this process supervises the case's run under the tool (sanitizer.h).
  if (!settings.sanitizer_tool.empty() && env_or(kSanitizerChildVariable, "") != settings.sanitizer_tool)
    supervise_under_sanitizer(run, settings.sanitizer_tool);
  VerdictInput in = gate(run, settings);
  Verdict v = verdict(in);  // before the body: the library rule, a skip entry
  record_entry(run, v);
  if (v.next == Verdict::Next::finish) finish(run, outcome_name(v.outcome), v.message);

  in.report = run_body(run, argv);
  in.observations = observation_texts();
  in.time_for_retry = run.deadline_ms - epoch_ms() >= 1000;  // a retry needs a second of the deadline left
  v = verdict(in);
  if (v.next == Verdict::Next::retry) {
    in.retry_failed = retry_in_fresh_process(run, v.message, argv);
    v = verdict(in);
  }
  if (v.matched) run.expectation.set("matched", *v.matched);
  finish(run, outcome_name(v.outcome), v.message);
}

}  // namespace
}  // namespace cudasem

int main(int argc, char** argv) {
  using namespace cudasem;
  // CUDASEM_CUDART, CUDASEM_LIBCUDA: a case or helper process starts with the libraries' folders
  // first in LD_LIBRARY_PATH (this may re-execute the process, before it changes anything:
  // library.h). A runtime that is not the one requested is a harness error, not a case's outcome:
  // the process stops with one line (exit 2) and writes no record.
  for (int i = 1; i < argc; ++i)
    if (std::strncmp(argv[i], "--cudasem-case=", 15) == 0 || std::strncmp(argv[i], "--cudasem-helper=", 17) == 0) {
      const LibraryRequest request = use_requested_libraries(argv);
      if (!request.cudart_problem.empty()) {
        std::cerr << "cudasem: refused: " << request.cudart_problem << "\n";
        return kExitUsage;
      }
      g_libcuda_problem = request.libcuda_problem;
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
    if (a.rfind("--cudasem-case=", 0) == 0) return run_case(a.substr(15), argv);
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
