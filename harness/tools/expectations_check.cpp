// SPDX-License-Identifier: Apache-2.0
// cudasem-expectations: checks expectation files.
//   cudasem-expectations lint <dir>                 parse every file; errors name file and line
//   cudasem-expectations check <dir> <binary>...    also list entries that match no case id
// Exit 0 when clean, 1 with problems, 2 on usage errors.
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <iostream>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "expectations.h"

namespace {

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
  if (argc < 3 || (std::string(argv[1]) != "lint" && std::string(argv[1]) != "check")) {
    std::cerr << "usage: cudasem-expectations lint <dir> | check <dir> <case binary>...\n";
    return 2;
  }
  std::vector<cudasem::Expectation> all;
  try {
    all = cudasem::load_expectations(argv[2]);
  } catch (const cudasem::ExpectationError& e) {
    std::cerr << "cudasem-expectations: " << e.what() << "\n";
    return 1;
  }
  std::cout << all.size() << " expectation entries parsed from " << argv[2] << "\n";
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
