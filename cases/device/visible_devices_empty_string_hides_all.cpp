// SPDX-License-Identifier: Apache-2.0
// A helper process with CUDA_VISIBLE_DEVICES="" sees no device (either count 0 or
// cudaErrorNoDevice).
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "cudasem/cudasem.h"

extern char** environ;

namespace {

struct HelperResult {
  bool finished = false;  // exited within the limit
  int exit_code = -1;
  std::string output;
};

// Starts this binary as helper `name` with CUDA_VISIBLE_DEVICES=`visible` in the child's
// environment only; killed if it outlives `limit`.
HelperResult run_helper(const char* name, const char* visible, std::chrono::milliseconds limit) {
  HelperResult result;
  std::vector<std::string> env_store;
  for (char** e = environ; *e; ++e)
    if (std::strncmp(*e, "CUDA_VISIBLE_DEVICES=", 21) != 0) env_store.emplace_back(*e);
  env_store.push_back(std::string("CUDA_VISIBLE_DEVICES=") + visible);
  std::vector<char*> envp;
  for (auto& e : env_store) envp.push_back(e.data());
  envp.push_back(nullptr);
  std::string exe = cudasem::self_executable();
  std::string arg = std::string("--cudasem-helper=") + name;
  char* argv[] = {exe.data(), arg.data(), nullptr};
  int out[2];
  if (pipe(out) != 0) return result;
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, out[1], STDOUT_FILENO);
  posix_spawn_file_actions_addclose(&actions, out[0]);
  pid_t pid = -1;
  int spawned = posix_spawn(&pid, exe.c_str(), &actions, nullptr, argv, envp.data());
  posix_spawn_file_actions_destroy(&actions);
  close(out[1]);
  if (spawned != 0) {
    close(out[0]);
    return result;
  }
  const auto deadline = std::chrono::steady_clock::now() + limit;
  int status = 0;
  char buf[256];
  for (;;) {
    pollfd pfd{out[0], POLLIN, 0};
    if (poll(&pfd, 1, 10) > 0) {
      ssize_t n = read(out[0], buf, sizeof buf);
      if (n > 0) result.output.append(buf, static_cast<size_t>(n));
    }
    if (waitpid(pid, &status, WNOHANG) == pid) {
      result.finished = true;
      break;
    }
    if (std::chrono::steady_clock::now() > deadline) {
      kill(pid, SIGKILL);
      waitpid(pid, &status, 0);
      break;
    }
  }
  for (ssize_t n; (n = read(out[0], buf, sizeof buf)) > 0;) result.output.append(buf, static_cast<size_t>(n));
  close(out[0]);
  if (result.finished && WIFEXITED(status)) result.exit_code = WEXITSTATUS(status);
  return result;
}

// Parses "rc=<int> count=<int>" from the helper.
bool parse(const std::string& s, int* rc, int* count) { return std::sscanf(s.c_str(), "rc=%d count=%d", rc, count) == 2; }

}  // namespace

CUDASEM_HELPER(visible_empty_string_count) {
  int count = -1;
  cudaError_t rc = cudaGetDeviceCount(&count);
  std::printf("rc=%d count=%d\n", static_cast<int>(rc), count);
  return 0;
}

CUDASEM_CASE(VisibleDevices, EmptyStringHidesAll, {
    .id = "device.visible.empty_string_hides_all",
    .cite = {.doc = "ENV", .section = "CUDA_VISIBLE_DEVICES",
             .quote = "If the variable is set to an empty string, no GPU devices are visible.",
             .version = "13.0"},
    .timeout_s = 60,
}) {
  int rc = -1, count = -1;

  HelperResult child = run_helper("visible_empty_string_count", "", std::chrono::seconds(30));

  ASSERT_TRUE(child.finished) << "helper did not exit within 30 s; output: " << child.output;
  ASSERT_EQ(child.exit_code, 0) << child.output;
  ASSERT_TRUE(parse(child.output, &rc, &count)) << "helper output: " << child.output;
  const bool none_visible = (rc == cudaSuccess && count == 0) || rc == cudaErrorNoDevice;
  cudasem::observe("cudaGetDeviceCount", cudasem::error_text(static_cast<cudaError_t>(rc)));
  cudasem::observe("count", count);
  EXPECT_TRUE(none_visible) << "a helper with CUDA_VISIBLE_DEVICES=\"\" saw " << count << " device(s)";
}
