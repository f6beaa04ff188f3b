// SPDX-License-Identifier: Apache-2.0
// A second process for IPC and environment cases (not a case file: CMake builds only .cu/.cpp).
// fork + execve of this binary with `--cudasem-helper=<name>`: the child runs no code between
// fork and exec (no CUDA in a forked child). The child's stdin/stdout are pipes; every read
// and the exit are bounded, and a child still running at destruction is killed.
//   cudasem_cases::ChildProcess child("my_helper", {.args = {"x"}, .unset_env = {"CUDA_VISIBLE_DEVICES"}});
//   child.send_line(cudasem_cases::to_hex(&handle, sizeof handle));
//   std::optional<std::string> line = child.read_line(std::chrono::seconds(20));
// Candidate for the harness (cudasem::ChildProcess); kept here because cases/ is ours.
#pragma once

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <csignal>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "cudasem/case.h"

extern char** environ;

namespace cudasem_cases {

struct ChildOptions {
  std::vector<std::string> args;       // after --cudasem-helper=<name>
  std::vector<std::string> set_env;    // NAME=VALUE, replacing any inherited value
  std::vector<std::string> unset_env;  // NAME
};

class ChildProcess {
 public:
  ChildProcess(const std::string& helper, const ChildOptions& options) {
    std::signal(SIGPIPE, SIG_IGN);  // a dead child must not kill the case through a write
    const std::string exe = cudasem::self_executable();
    std::vector<std::string> argv_s = {exe, "--cudasem-helper=" + helper};
    argv_s.insert(argv_s.end(), options.args.begin(), options.args.end());
    std::vector<std::string> env_s;
    auto overridden = [&](const std::string& entry) {
      const std::string name = entry.substr(0, entry.find('='));
      for (const auto& u : options.unset_env)
        if (u == name) return true;
      for (const auto& s : options.set_env)
        if (s.substr(0, s.find('=')) == name) return true;
      return false;
    };
    for (char** e = environ; e && *e; ++e)
      if (!overridden(*e)) env_s.emplace_back(*e);
    env_s.insert(env_s.end(), options.set_env.begin(), options.set_env.end());
    // Everything the child needs is built before fork.
    std::vector<char*> argv, envp;
    for (auto& a : argv_s) argv.push_back(a.data());
    argv.push_back(nullptr);
    for (auto& e : env_s) envp.push_back(e.data());
    envp.push_back(nullptr);

    int to_child[2], from_child[2];
    if (pipe2(to_child, O_CLOEXEC) != 0) {
      error_ = std::string("pipe2: ") + std::strerror(errno);
      return;
    }
    if (pipe2(from_child, O_CLOEXEC) != 0) {
      error_ = std::string("pipe2: ") + std::strerror(errno);
      close(to_child[0]);
      close(to_child[1]);
      return;
    }
    std::fflush(nullptr);
    pid_ = fork();
    if (pid_ == 0) {
      // Child: only async-signal-safe calls until exec.
      dup2(to_child[0], STDIN_FILENO);
      dup2(from_child[1], STDOUT_FILENO);
      execve(argv[0], argv.data(), envp.data());
      _exit(127);
    }
    close(to_child[0]);
    close(from_child[1]);
    if (pid_ < 0) {
      error_ = std::string("fork: ") + std::strerror(errno);
      close(to_child[1]);
      close(from_child[0]);
      return;
    }
    in_ = to_child[1];
    out_ = from_child[0];
  }

  ChildProcess(const ChildProcess&) = delete;
  ChildProcess& operator=(const ChildProcess&) = delete;

  ~ChildProcess() {
    if (in_ >= 0) close(in_);
    if (pid_ > 0 && !reaped_) {
      // Give it a moment to finish on its own (stdin is closed now), then kill it.
      if (!wait_exit(std::chrono::milliseconds(5000))) ADD_FAILURE() << "helper process had to be killed";
    }
    if (out_ >= 0) close(out_);
  }

  bool started() const { return pid_ > 0; }
  const std::string& error() const { return error_; }

  bool send_line(const std::string& line) {
    if (in_ < 0) return false;
    std::string data = line + "\n";
    const char* p = data.c_str();
    std::size_t left = data.size();
    while (left > 0) {
      ssize_t n = write(in_, p, left);
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) return false;
      p += n;
      left -= static_cast<std::size_t>(n);
    }
    return true;
  }

  // The next line the child wrote (without '\n'); nullopt on EOF or when `limit` passed.
  std::optional<std::string> read_line(std::chrono::milliseconds limit) {
    const auto deadline = std::chrono::steady_clock::now() + limit;
    while (true) {
      const std::size_t nl = buf_.find('\n');
      if (nl != std::string::npos) {
        std::string line = buf_.substr(0, nl);
        buf_.erase(0, nl + 1);
        return line;
      }
      if (out_ < 0) return std::nullopt;
      const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
          deadline - std::chrono::steady_clock::now());
      if (left.count() <= 0) return std::nullopt;
      pollfd pfd{out_, POLLIN, 0};
      int r = poll(&pfd, 1, static_cast<int>(left.count()));
      if (r < 0 && errno == EINTR) continue;
      if (r <= 0) return std::nullopt;
      char chunk[4096];
      ssize_t n = read(out_, chunk, sizeof chunk);
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) return std::nullopt;  // EOF: the child closed stdout or exited
      buf_.append(chunk, static_cast<std::size_t>(n));
    }
  }

  // The exit code (128 + signal for a signal); nullopt when it overran `limit` and was killed.
  std::optional<int> wait_exit(std::chrono::milliseconds limit) {
    if (pid_ <= 0) return std::nullopt;
    if (reaped_) return status_;
    const auto deadline = std::chrono::steady_clock::now() + limit;
    int status = 0;
    while (true) {
      pid_t r = waitpid(pid_, &status, WNOHANG);
      if (r == pid_) break;
      if (r < 0 && errno != EINTR) return std::nullopt;
      if (std::chrono::steady_clock::now() > deadline) {
        kill(pid_, SIGKILL);
        waitpid(pid_, &status, 0);
        reaped_ = true;
        status_ = std::nullopt;
        return std::nullopt;
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    reaped_ = true;
    status_ = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    return status_;
  }

 private:
  pid_t pid_ = -1;
  int in_ = -1, out_ = -1;
  std::string buf_, error_;
  bool reaped_ = false;
  std::optional<int> status_;
};

inline std::string to_hex(const void* data, std::size_t n) {
  static const char digits[] = "0123456789abcdef";
  const auto* b = static_cast<const unsigned char*>(data);
  std::string s;
  for (std::size_t i = 0; i < n; ++i) {
    s += digits[b[i] >> 4];
    s += digits[b[i] & 15];
  }
  return s;
}

inline bool from_hex(const std::string& s, void* out, std::size_t n) {
  if (s.size() != 2 * n) return false;
  auto nibble = [](char c) -> int {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    return -1;
  };
  auto* b = static_cast<unsigned char*>(out);
  for (std::size_t i = 0; i < n; ++i) {
    int hi = nibble(s[2 * i]), lo = nibble(s[2 * i + 1]);
    if (hi < 0 || lo < 0) return false;
    b[i] = static_cast<unsigned char>(hi * 16 + lo);
  }
  return true;
}

// Helper side: the next line of stdin (nullopt on EOF or after `limit`).
inline std::optional<std::string> helper_read_line(std::chrono::milliseconds limit) {
  std::string line;
  const auto deadline = std::chrono::steady_clock::now() + limit;
  while (true) {
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
        deadline - std::chrono::steady_clock::now());
    if (left.count() <= 0) return std::nullopt;
    pollfd pfd{STDIN_FILENO, POLLIN, 0};
    int r = poll(&pfd, 1, static_cast<int>(left.count()));
    if (r < 0 && errno == EINTR) continue;
    if (r <= 0) return std::nullopt;
    char c;
    ssize_t n = read(STDIN_FILENO, &c, 1);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return std::nullopt;
    if (c == '\n') return line;
    line += c;
  }
}

// Helper side: one line to the parent, flushed.
inline void helper_say(const std::string& line) {
  std::fputs((line + "\n").c_str(), stdout);
  std::fflush(stdout);
}

}  // namespace cudasem_cases
