// SPDX-License-Identifier: Apache-2.0
#include "cudasem/child.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <cerrno>
#include <climits>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <thread>

#include "cudasem/case.h"
#include "cudasem/driver.h"

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

// A line that is not a message: a failure of the case, naming the helper and the line.
void reject_line(const std::string& helper, const std::string& line, const std::string& why) {
  ADD_FAILURE() << "helper " << helper << " wrote a line that is not a protocol message (" << why << "): " << line;
}

using ordered = nlohmann::ordered_json;

ordered value_json(const HelperValue& v) {
  struct Visit {
    ordered operator()(std::nullptr_t) const { return nullptr; }
    ordered operator()(bool b) const { return b; }
    ordered operator()(long long i) const { return static_cast<std::int64_t>(i); }
    ordered operator()(double d) const { return d; }
    ordered operator()(const std::string& s) const { return s; }
    ordered operator()(const HelperCode& c) const {
      ordered o = ordered::object();
      o["name"] = c.name;
      o["code"] = static_cast<std::int64_t>(c.code);
      return o;
    }
  };
  return std::visit(Visit{}, v);
}

bool json_integer(const ordered& j, long long* out) {
  if (j.is_number_integer() && !j.is_number_unsigned()) {
    *out = j.get<std::int64_t>();
    return true;
  }
  if (j.is_number_unsigned() && j.get<std::uint64_t>() <= static_cast<std::uint64_t>(LLONG_MAX)) {
    *out = static_cast<long long>(j.get<std::uint64_t>());
    return true;
  }
  return false;
}

}  // namespace

std::string HelperMessage::json() const {
  ordered o = ordered::object();
  o["key"] = key;
  if (!std::holds_alternative<std::nullptr_t>(value)) o["value"] = value_json(value);
  return o.dump(-1, ' ', false, ordered::error_handler_t::replace);
}

std::string HelperMessage::text() const {
  struct Visit {
    std::string operator()(std::nullptr_t) const { return ""; }
    std::string operator()(bool b) const { return b ? "true" : "false"; }
    std::string operator()(long long i) const { return std::to_string(i); }
    std::string operator()(double d) const { return ordered(d).dump(); }
    std::string operator()(const std::string& s) const { return s; }
    std::string operator()(const HelperCode& c) const { return c.text(); }
  };
  return std::visit(Visit{}, value);
}

std::optional<long long> HelperMessage::integer() const {
  if (auto* i = std::get_if<long long>(&value)) return *i;
  return std::nullopt;
}

std::optional<HelperCode> HelperMessage::code() const {
  if (auto* c = std::get_if<HelperCode>(&value)) return *c;
  return std::nullopt;
}

std::optional<bool> HelperMessage::boolean() const {
  if (auto* b = std::get_if<bool>(&value)) return *b;
  return std::nullopt;
}

std::optional<HelperMessage> parse_helper_message(const std::string& line, std::string* why) {
  ordered j = ordered::parse(line, nullptr, false);
  if (j.is_discarded()) {
    *why = "not JSON";
    return std::nullopt;
  }
  if (!j.is_object()) {
    *why = "not a JSON object";
    return std::nullopt;
  }
  for (const auto& [field, ignored] : j.items())
    if (field != "key" && field != "value") {
      *why = "unknown field \"" + field + "\"";
      return std::nullopt;
    }
  if (!j.contains("key") || !j["key"].is_string() || j["key"].get<std::string>().empty()) {
    *why = "no \"key\" string";
    return std::nullopt;
  }
  HelperMessage m;
  m.key = j["key"].get<std::string>();
  const ordered v = j.contains("value") ? j["value"] : ordered();
  long long i = 0;
  if (v.is_null()) {
    m.value = nullptr;
  } else if (v.is_boolean()) {
    m.value = v.get<bool>();
  } else if (json_integer(v, &i)) {
    m.value = i;
  } else if (v.is_number_float()) {
    m.value = v.get<double>();
  } else if (v.is_string()) {
    m.value = v.get<std::string>();
  } else if (v.is_object() && v.size() == 2 && v.contains("name") && v["name"].is_string() && v.contains("code") &&
             json_integer(v["code"], &i)) {
    m.value = HelperCode{v["name"].get<std::string>(), i};
  } else {
    *why = "a \"value\" that is no number, bool, string, null or {\"name\",\"code\"}";
    return std::nullopt;
  }
  return m;
}

const HelperMessage* HelperReport::find(const std::string& key) const {
  for (const auto& m : messages)
    if (m.key == key) return &m;
  return nullptr;
}

std::string HelperReport::text(const std::string& key, const std::string& missing) const {
  const HelperMessage* m = find(key);
  return m ? m->text() : missing;
}

std::optional<long long> HelperReport::integer(const std::string& key) const {
  const HelperMessage* m = find(key);
  if (!m) return std::nullopt;
  auto i = m->integer();
  if (!i) ADD_FAILURE() << "helper " << helper << " sent " << m->json() << ": expected an integer value";
  return i;
}

std::optional<HelperCode> HelperReport::code(const std::string& key) const {
  const HelperMessage* m = find(key);
  if (!m) return std::nullopt;
  auto c = m->code();
  if (!c) ADD_FAILURE() << "helper " << helper << " sent " << m->json() << ": expected a CUDA code {name, code}";
  return c;
}

ChildProcess::ChildProcess(const std::string& helper, const ChildOptions& options) : helper_(helper) {
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

bool ChildProcess::send(const HelperMessage& message) {
  if (in_ < 0) return false;
  const std::string data = message.json() + "\n";
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
      ++lines_read_;
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

std::optional<HelperMessage> ChildProcess::read_message(std::chrono::milliseconds limit) {
  const auto deadline = std::chrono::steady_clock::now() + limit;
  while (auto line = read_line(std::chrono::milliseconds(ms_left(deadline)))) {
    std::string why;
    auto message = parse_helper_message(*line, &why);
    if (message) {
      message->line = lines_read_ - 1;
      return message;
    }
    reject_line(helper_, *line, why);
  }
  return std::nullopt;
}

HelperReport ChildProcess::read_report(std::chrono::milliseconds limit) {
  HelperReport report;
  report.helper = helper_;
  while (auto message = read_message(limit)) {
    if (message->key == "end") {
      report.complete = true;
      break;
    }
    report.messages.push_back(std::move(*message));
  }
  return report;
}

HelperRun run_helper(
    const std::string& name, const ChildOptions& options, std::chrono::milliseconds limit, RawLines raw) {
  HelperRun run;
  run.helper = name;
  const auto deadline = std::chrono::steady_clock::now() + limit;
  ChildProcess child(name, options);
  run.started = child.started();
  run.error = child.error();
  if (!run.started) return run;
  run.output = child.read_all(limit);
  auto code = child.wait_exit(std::chrono::milliseconds(ms_left(deadline)));
  run.finished = code.has_value();
  run.exit_code = code.value_or(-1);
  int index = 0;
  std::size_t begin = 0;
  while (begin < run.output.size()) {
    std::size_t end = run.output.find('\n', begin);
    if (end == std::string::npos) end = run.output.size();
    const std::string line = run.output.substr(begin, end - begin);
    begin = end + 1;
    std::string why;
    if (auto message = parse_helper_message(line, &why)) {
      message->line = index;
      if (message->key == "end") run.complete = true;
      run.messages.push_back(std::move(*message));
    } else if (raw == RawLines::keep) {
      run.raw.push_back({index, line});
    } else {
      reject_line(name, line, why);
    }
    ++index;
  }
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

namespace {

// The next line of stdin (nullopt on EOF or after `limit`); byte by byte, so that nothing the
// helper's next read should see is consumed.
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

}  // namespace

std::optional<HelperMessage> helper_read_message(std::chrono::milliseconds limit) {
  auto line = helper_read_line(limit);
  if (!line) return std::nullopt;
  std::string why;
  auto message = parse_helper_message(*line, &why);
  if (!message)
    std::fprintf(stderr, "cudasem helper: malformed message from the case (%s): %s\n", why.c_str(), line->c_str());
  return message;
}

std::optional<std::string> helper_read(const std::string& key, std::chrono::milliseconds limit) {
  auto message = helper_read_message(limit);
  if (!message) return std::nullopt;
  if (message->key != key || !std::holds_alternative<std::string>(message->value)) {
    std::fprintf(stderr, "cudasem helper: expected a string \"%s\" from the case, got %s\n", key.c_str(),
        message->json().c_str());
    return std::nullopt;
  }
  return std::get<std::string>(message->value);
}

void helper_send(const HelperMessage& message) {
  const std::string line = message.json() + "\n";
  std::fputs(line.c_str(), stdout);
  std::fflush(stdout);
}

void helper_send(const std::string& key, cudaError_t code) {
  helper_send(HelperMessage{key, HelperCode{cudaGetErrorName(code), static_cast<long long>(code)}});
}

void helper_send(const std::string& key, CUresult code) {
  const char* name = nullptr;
  std::string why;
  if (const Driver* d = load_driver(&why)) d->cuGetErrorName(code, &name);
  helper_send(HelperMessage{key, HelperCode{name ? name : "CUresult", static_cast<long long>(code)}});
}

}  // namespace cudasem
