// SPDX-License-Identifier: Apache-2.0
// cudasem-expectations: checks expectation files.
//   cudasem-expectations lint <dir>                 parse every file; errors name file and line
//   cudasem-expectations check <dir> <binary>...    also list entries that match no case id
//   cudasem-expectations list --json <dir>          every entry as the harness reads it, a JSON array
// Exit 0 when clean, 1 with problems (lint, check), 2 on usage errors, a missing folder, or (list)
// a file the harness cannot read. Every error is one line naming the file and line.
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <vector>

#include "expectations.h"

namespace {

// A message on one line: control characters as \xNN.
std::string one_line(const std::string& text) {
  std::string out;
  for (unsigned char c : text) {
    if (c < 0x20 || c == 0x7f) {
      char hex[8];
      std::snprintf(hex, sizeof hex, "\\x%02x", c);
      out += hex;
    } else {
      out += static_cast<char>(c);
    }
  }
  return out;
}

int list_json(const std::vector<cudasem::Expectation>& all) {
  nlohmann::json out = nlohmann::json::array();
  for (const auto& e : all) {
    nlohmann::json conditions = nlohmann::json::array();
    for (const auto& c : e.conditions) conditions.push_back({{"key", c.key}, {"op", c.op}, {"value", c.value}});
    nlohmann::json observations = nlohmann::json::array();
    for (const auto& [name, value] : e.expected_observations) observations.push_back({name, value});
    out.push_back({{"file", e.file}, {"line", e.line}, {"pattern", e.pattern}, {"outcome", e.outcome},
        {"conditions_text", e.conditions_text}, {"conditions", conditions}, {"reason", e.reason},
        {"reference", e.reference}, {"class", e.deviation_class}, {"expects", e.expects_text},
        {"expected_observations", observations}, {"expected_messages", e.expected_messages},
        {"any_failure", e.any_failure}});
  }
  std::cout << out.dump(1, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
  return 0;
}

// `<binary> --cudasem-ids`, run without a shell; ok=false when it cannot run or fails.
std::vector<std::string> case_ids(const std::string& binary, bool* ok) {
  std::vector<std::string> ids;
  *ok = false;
  int fds[2];
  if (pipe(fds) != 0) return ids;
  const pid_t pid = fork();
  if (pid < 0) return ids;
  if (pid == 0) {
    dup2(fds[1], STDOUT_FILENO);
    close(fds[0]);
    close(fds[1]);
    char* const args[] = {const_cast<char*>(binary.c_str()), const_cast<char*>("--cudasem-ids"), nullptr};
    execv(binary.c_str(), args);
    _exit(127);
  }
  close(fds[1]);
  std::string out;
  char buf[4096];
  for (ssize_t n; (n = read(fds[0], buf, sizeof buf)) > 0;) out.append(buf, static_cast<size_t>(n));
  close(fds[0]);
  int status = 0;
  waitpid(pid, &status, 0);
  *ok = WIFEXITED(status) && WEXITSTATUS(status) == 0;
  size_t start = 0;
  while (start < out.size()) {
    size_t end = out.find('\n', start);
    if (end == std::string::npos) end = out.size();
    std::string line = out.substr(start, end - start);
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (!line.empty()) ids.push_back(line);
    start = end + 1;
  }
  return ids;
}

}  // namespace

int main(int argc, char** argv) {
  const std::string verb = argc > 1 ? argv[1] : "";
  const bool list = verb == "list" && argc == 4 && std::string(argv[2]) == "--json";
  if (!list && (argc < 3 || (verb != "lint" && verb != "check") || (verb == "lint" && argc != 3))) {
    std::cerr << "usage: cudasem-expectations lint <dir> | check <dir> <case binary>... | list --json <dir>\n";
    return 2;
  }
  const std::string dir = argv[list ? 3 : 2];
  std::error_code ec;
  if (!std::filesystem::is_directory(dir, ec)) {
    std::cerr << "cudasem-expectations: " << one_line(dir) << ": no such folder\n";
    return 2;
  }
  std::vector<cudasem::Expectation> all;
  try {
    all = cudasem::load_expectations(dir);
  } catch (const cudasem::ExpectationError& e) {
    std::cerr << "cudasem-expectations: " << one_line(e.what()) << "\n";
    return list ? 2 : 1;
  }
  if (list) return list_json(all);
  std::cout << all.size() << " expectation entries parsed from " << dir << "\n";
  if (std::string(argv[1]) == "lint") return 0;
  std::vector<std::string> ids;
  for (int i = 3; i < argc; ++i) {
    bool ok = false;
    auto part = case_ids(argv[i], &ok);
    if (!ok || part.empty()) {
      std::cerr << "cudasem-expectations: " << argv[i] << " --cudasem-ids failed or listed no case\n";
      return 2;
    }
    ids.insert(ids.end(), part.begin(), part.end());
  }
  int unmatched = 0;
  for (const auto& e : all) {
    bool any = false;
    for (const auto& id : ids)
      if (cudasem::glob_match(e.pattern, id)) {
        any = true;
        break;
      }
    if (!any) {
      std::cout << e.where() << ": '" << e.pattern << "' matches no case id\n";
      ++unmatched;
    }
  }
  std::cout << ids.size() << " case ids, " << unmatched << " entries that match none\n";
  return unmatched ? 1 : 0;
}
