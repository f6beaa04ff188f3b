// SPDX-License-Identifier: Apache-2.0
#include "cudasem/child.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <gtest/gtest.h>

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <thread>

#include "cudasem/case.h"

extern char** environ;

namespace cudasem {
namespace {

int ms_left(std::chrono::steady_clock::time_point deadline) {
  auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
  return left.count() > 0 ? static_cast<int>(left.count()) : 0;
}

bool named(const std::string& entry, const std::string& name) {
  return entry.compare(0, entry.find('='), name) == 0 && entry.find('=') == name.size();
}

}  // namespace

ChildProcess::ChildProcess(const std::string& helper, const ChildOptions& options) {
  std::signal(SIGPIPE, SIG_IGN);  // a dead child must not kill the case through a write
  const std::string exe = self_executable();
  std::vector<std::string> argv_s = {exe, "--cudasem-helper=" + helper};
  argv_s.insert(argv_s.end(), options.args.begin(), options.args.end());
  std::vector<std::string> env_s;
  auto overridden = [&](const std::string& entry) {
    for (const auto& u : options.unset_env)
      if (named(entry, u)) return true;
    for (const auto& s : options.set_env)
      if (named(entry, s.substr(0, s.find('=')))) return true;
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
  if (pid_ == 0) {  // child: only async-signal-safe calls until exec
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

ChildProcess::~ChildProcess() {
  if (in_ >= 0) close(in_);
  // Give it a moment to finish on its own (stdin is closed now), then kill it.
  if (pid_ > 0 && !reaped_ && !wait_exit(std::chrono::milliseconds(5000)))
    ADD_FAILURE() << "helper process had to be killed";
  if (out_ >= 0) close(out_);
}

bool ChildProcess::send_line(const std::string& line) {
  if (in_ < 0) return false;
  const std::string data = line + "\n";
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

std::optional<std::string> ChildProcess::read_line(std::chrono::milliseconds limit) {
  const auto deadline = std::chrono::steady_clock::now() + limit;
  while (true) {
    const std::size_t nl = buf_.find('\n');
    if (nl != std::string::npos) {
      std::string line = buf_.substr(0, nl);
      buf_.erase(0, nl + 1);
      return line;
    }
    if (out_ < 0) return std::nullopt;
    const int left = ms_left(deadline);
    if (left == 0) return std::nullopt;
    pollfd pfd{out_, POLLIN, 0};
    int r = poll(&pfd, 1, left);
    if (r < 0 && errno == EINTR) continue;
    if (r <= 0) return std::nullopt;
    char chunk[4096];
    ssize_t n = read(out_, chunk, sizeof chunk);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return std::nullopt;  // EOF: the child closed stdout or exited
    buf_.append(chunk, static_cast<std::size_t>(n));
  }
}

std::string ChildProcess::read_all(std::chrono::milliseconds limit) {
  const auto deadline = std::chrono::steady_clock::now() + limit;
  while (out_ >= 0) {
    const int left = ms_left(deadline);
    if (left == 0) break;
    pollfd pfd{out_, POLLIN, 0};
    int r = poll(&pfd, 1, left);
    if (r < 0 && errno == EINTR) continue;
    if (r <= 0) break;
    char chunk[4096];
    ssize_t n = read(out_, chunk, sizeof chunk);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    buf_.append(chunk, static_cast<std::size_t>(n));
  }
  std::string all;
  all.swap(buf_);
  return all;
}

std::optional<int> ChildProcess::wait_exit(std::chrono::milliseconds limit) {
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

HelperRun run_helper(const std::string& name, const ChildOptions& options, std::chrono::milliseconds limit) {
  HelperRun run;
  const auto deadline = std::chrono::steady_clock::now() + limit;
  ChildProcess child(name, options);
  run.started = child.started();
  run.error = child.error();
  if (!run.started) return run;
  run.output = child.read_all(limit);
  auto code = child.wait_exit(std::chrono::milliseconds(ms_left(deadline)));
  run.finished = code.has_value();
  run.exit_code = code.value_or(-1);
  return run;
}

std::string to_hex(const void* data, std::size_t n) {
  static const char digits[] = "0123456789abcdef";
  const auto* b = static_cast<const unsigned char*>(data);
  std::string s;
  for (std::size_t i = 0; i < n; ++i) {
    s += digits[b[i] >> 4];
    s += digits[b[i] & 15];
  }
  return s;
}

bool from_hex(const std::string& s, void* out, std::size_t n) {
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

std::optional<std::string> helper_read_line(std::chrono::milliseconds limit) {
  std::string line;
  const auto deadline = std::chrono::steady_clock::now() + limit;
  while (true) {
    const int left = ms_left(deadline);
    if (left == 0) return std::nullopt;
    pollfd pfd{STDIN_FILENO, POLLIN, 0};
    int r = poll(&pfd, 1, left);
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

void helper_say(const std::string& line) {
  std::fputs((line + "\n").c_str(), stdout);
  std::fflush(stdout);
}

}  // namespace cudasem
