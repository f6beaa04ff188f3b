// SPDX-License-Identifier: Apache-2.0
#include "sanitizer.h"

#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <regex>
#include <sstream>

#ifndef CUDASEM_TOOLKIT_BIN
#define CUDASEM_TOOLKIT_BIN "/usr/local/cuda/bin"
#endif

namespace cudasem {
namespace {

constexpr const char* kPrefix = "========= ";
constexpr std::size_t kMaxFindings = 20, kMaxExcerptLines = 30;

bool executable(const std::string& path) {
  struct stat st{};
  return !path.empty() && stat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode) && access(path.c_str(), X_OK) == 0;
}

// Lines of the log that are not findings: the banner, summaries, blank separators.
bool is_frame(const std::string& body) {
  static const char* const kNotFindings[] = {"COMPUTE-SANITIZER",
      "ERROR SUMMARY:", "RACECHECK SUMMARY:", "LEAK SUMMARY:", "Target application returned an error"};
  if (body.empty()) return true;
  for (const char* s : kNotFindings)
    if (body.rfind(s, 0) == 0) return true;
  return false;
}

}  // namespace

SanitizerLog parse_sanitizer_log(const std::string& text) {
  SanitizerLog log;
  static const std::regex kErrorSummary(R"(ERROR SUMMARY: ([0-9]+) error)");
  static const std::regex kRaceSummary(R"(RACECHECK SUMMARY: .*\(([0-9]+) error)");
  bool race_summary = false;
  long race_errors = 0;
  std::istringstream in(text);
  std::string line;
  enum class Part { before, open, closed } excerpt = Part::before;  // the first finding's lines, once
  std::size_t excerpt_lines = 0;
  while (std::getline(in, line)) {
    std::smatch m;
    if (line.find("SUMMARY:") == std::string::npos) {
    } else if (std::regex_search(line, m, kErrorSummary)) {
      log.summary_found = true;
      log.errors += std::atol(m[1].str().c_str());
    } else if (std::regex_search(line, m, kRaceSummary)) {
      race_summary = true;
      race_errors += std::atol(m[1].str().c_str());
    }
    if (line.rfind(kPrefix, 0) != 0 && line != "=========") continue;  // the case's own output, interleaved
    const std::string body = line.size() > 10 ? line.substr(10) : "";
    const bool heading = !body.empty() && body[0] != ' ';
    const bool finding = heading && !is_frame(body);
    if (excerpt == Part::open && (heading || body.empty())) excerpt = Part::closed;
    if (finding) {
      if (excerpt == Part::before) excerpt = Part::open;
      bool counted = false;
      for (auto& f : log.findings)
        if (f.first == body) {
          ++f.second;
          counted = true;
        }
      if (!counted && log.findings.size() < kMaxFindings) log.findings.emplace_back(body, 1);
    }
    if (excerpt == Part::open && excerpt_lines < kMaxExcerptLines) {
      log.excerpt += line + "\n";
      ++excerpt_lines;
    }
  }
  if (!log.summary_found && race_summary) {
    log.summary_found = true;
    log.errors = race_errors;
  }
  return log;
}

std::string find_compute_sanitizer(std::string* why) {
  if (const char* given = std::getenv("CUDASEM_COMPUTE_SANITIZER"); given && *given) {
    if (executable(given)) return given;
    *why = std::string("CUDASEM_COMPUTE_SANITIZER=") + given + " is not an executable file";
    return "";
  }
  std::string path = std::getenv("PATH") ? std::getenv("PATH") : "";
  std::istringstream dirs(path);
  for (std::string dir; std::getline(dirs, dir, ':');)
    if (!dir.empty() && executable(dir + "/compute-sanitizer")) return dir + "/compute-sanitizer";
  const std::string toolkit = std::string(CUDASEM_TOOLKIT_BIN) + "/compute-sanitizer";
  if (executable(toolkit)) return toolkit;
  *why = "compute-sanitizer not found on PATH nor at " + toolkit + " (set CUDASEM_COMPUTE_SANITIZER to its path)";
  return "";
}

std::vector<std::string> sanitizer_command(const std::string& sanitizer, const std::string& tool,
    const std::string& log_path, const std::string& exe, const std::string& case_argument) {
  return {sanitizer, "--tool", tool, "--report-api-errors", "no", "--check-exit-code", "no", "--target-processes",
      "all", "--print-limit", "100", "--log-file", log_path, exe, case_argument};
}

int run_supervised(const std::vector<std::string>& command, const std::string& tool, std::atomic<pid_t>& running_group,
    std::string* why) {
  std::vector<char*> argv;
  for (const auto& a : command) argv.push_back(const_cast<char*>(a.c_str()));
  argv.push_back(nullptr);
  const pid_t pid = fork();
  if (pid < 0) {
    *why = std::string("fork: ") + std::strerror(errno);
    return -1;
  }
  if (pid == 0) {
    setpgid(0, 0);
    setenv(kSanitizerChildVariable, tool.c_str(), 1);
    execv(argv[0], argv.data());
    _exit(127);
  }
  setpgid(pid, pid);  // both sides set it: no race with the watchdog
  running_group.store(pid);
  int status = 0;
  while (waitpid(pid, &status, 0) < 0) {
    if (errno != EINTR) {
      *why = std::string("waitpid: ") + std::strerror(errno);
      running_group.store(0);
      return -1;
    }
  }
  running_group.store(0);
  kill(-pid, SIGKILL);  // anything the case left behind in its group
  if (WIFEXITED(status) && WEXITSTATUS(status) == 127) {
    *why = "could not start " + command[0];
    return -1;
  }
  return status;
}

}  // namespace cudasem
