// SPDX-License-Identifier: Apache-2.0
// Sanitizer mode: CUDASEM_SANITIZER=memcheck|racecheck|synccheck|initcheck runs each case process
// under NVIDIA's compute-sanitizer with that tool, to show that the suite's own code is clean.
//
// The process CTest starts supervises: it starts `compute-sanitizer --tool <tool> ... <binary>
// --cudasem-case=<id>` (the case then runs as usual and writes its record), waits for it, reads the
// tool's log and adds what the tool found to the record (`sanitizer`: tool, errors, findings, an
// excerpt). An error the tool reports fails the case ("harness: compute-sanitizer ... reported N
// errors"): the suite's code must be clean whatever the driver does. A case that faults on purpose
// declares it (`.intentional_faults = {{"memcheck", "why"}}`), and a case the tool cannot judge (it
// reports errors in correct code, or changes the behavior under test) says what was seen
// (`.sanitizer_limits = {{"memcheck", "what"}}`); either is not run under that tool (UNSUPPORTED,
// the record saying why and which), and the other tools run it. Time limits are multiplied by
// kSanitizerTimeFactor (the tools slow kernels and API calls down).
//
// compute-sanitizer is found as CUDASEM_COMPUTE_SANITIZER (a path), on PATH, or in the toolkit's
// bin folder. Options: --report-api-errors no (cases provoke documented API errors on purpose),
// --check-exit-code no (a case's exit code is its outcome, not an error), --target-processes all
// (a case's helper processes are checked too).
#pragma once

#include <sys/types.h>

#include <atomic>
#include <string>
#include <utility>
#include <vector>

namespace cudasem {

constexpr int kSanitizerTimeFactor = 5;

// Set by the supervisor for the process it starts under the tool: that process runs the case.
constexpr const char* kSanitizerChildVariable = "CUDASEM_SANITIZER_CHILD";

// What the tool's log says.
struct SanitizerLog {
  bool summary_found = false;  // "ERROR SUMMARY" (or racecheck's summary): the tool finished
  long errors = 0;
  std::vector<std::pair<std::string, int>> findings;  // each distinct error heading and how often
  std::string excerpt;                                // the first error's lines (bounded)
};
SanitizerLog parse_sanitizer_log(const std::string& text);

// The compute-sanitizer executable, or "" with the reason in *why.
std::string find_compute_sanitizer(std::string* why);

// The command line the supervisor runs (argv[0] is compute-sanitizer).
std::vector<std::string> sanitizer_command(const std::string& sanitizer, const std::string& tool,
    const std::string& log_path, const std::string& exe, const std::string& case_argument);

// Starts the command in a process group of its own with kSanitizerChildVariable set and waits for it;
// returns the wait status, or -1 with the reason in *why. While it runs, `running_group` holds the
// group's id (the timeout watchdog kills the group).
int run_supervised(const std::vector<std::string>& command, const std::string& tool, std::atomic<pid_t>& running_group,
    std::string* why);

}  // namespace cudasem
