// SPDX-License-Identifier: Apache-2.0
// A second process for a case: this binary started again as `--cudasem-helper=<name> args...`
// (fork + execve, no code between them, so no CUDA state crosses). The child's stdin and
// stdout are pipes; every read and the exit are bounded; a child still running at destruction
// is given 5 s and then killed (and the case fails).
//
//   cudasem::ChildProcess child("my_helper", {.args = {"x"}, .unset_env = {"CUDA_VISIBLE_DEVICES"}});
//   child.send_line(cudasem::to_hex(&handle, sizeof handle));
//   std::optional<std::string> line = child.read_line(std::chrono::seconds(20));
//
// or, for a helper that only prints and exits:
//   cudasem::HelperRun r = cudasem::run_helper("my_helper", {.set_env = {"CUDA_VISIBLE_DEVICES=-1"}});
//   ASSERT_TRUE(r.finished) << r.output;
#pragma once

#include <chrono>
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include <sys/types.h>

namespace cudasem {

struct ChildOptions {
  std::vector<std::string> args;       // after --cudasem-helper=<name>
  std::vector<std::string> set_env;    // NAME=VALUE, replacing any inherited value
  std::vector<std::string> unset_env;  // NAME
};

class ChildProcess {
 public:
  ChildProcess(const std::string& helper, const ChildOptions& options);
  ChildProcess(const ChildProcess&) = delete;
  ChildProcess& operator=(const ChildProcess&) = delete;
  ~ChildProcess();

  bool started() const { return pid_ > 0; }
  const std::string& error() const { return error_; }
  bool send_line(const std::string& line);
  // The next line the child wrote (without '\n'); nullopt on EOF or when `limit` passed.
  std::optional<std::string> read_line(std::chrono::milliseconds limit);
  // Everything the child writes until it closes stdout or `limit` passes.
  std::string read_all(std::chrono::milliseconds limit);
  // The exit code (128 + signal for a signal); nullopt when it overran `limit` and was killed.
  std::optional<int> wait_exit(std::chrono::milliseconds limit);

 private:
  pid_t pid_ = -1;
  int in_ = -1, out_ = -1;
  std::string buf_, error_;
  bool reaped_ = false;
  std::optional<int> status_;
};

struct HelperRun {
  bool started = false;
  bool finished = false;  // exited within the limit
  int exit_code = -1;     // 128 + signal for a signal
  std::string output;     // its stdout
  std::string error;      // why it could not start
};

// Runs helper `name` to its exit, collecting its stdout; killed when it outlives `limit`.
HelperRun run_helper(
    const std::string& name, const ChildOptions& options, std::chrono::milliseconds limit = std::chrono::seconds(30));

std::string to_hex(const void* data, std::size_t n);
bool from_hex(const std::string& s, void* out, std::size_t n);

// Helper side: the next line of stdin (nullopt on EOF or after `limit`).
std::optional<std::string> helper_read_line(std::chrono::milliseconds limit);
// Helper side: one line to the parent, flushed.
void helper_say(const std::string& line);

}  // namespace cudasem
