// SPDX-License-Identifier: Apache-2.0
// A second process for a case: this binary started again as `--cudasem-helper=<name> args...`
// (fork + execve, no code between them, so no CUDA state crosses). The child's stdin and
// stdout are pipes; every read and the exit are bounded; a child still running at destruction
// is given 5 s and then killed (and the case fails).
//
// The helper protocol: both pipes carry JSON lines, one message a line, of one shape:
//   {"key":"<name>","value":<value>}
// <value> is typed: a number (an integer or a double), a bool, a string, null (or absent), or a
// CUDA code {"name":"cudaErrorInvalidValue","code":1} (a cudaError_t or a CUresult, named by the
// helper). Anything else on a line (not JSON, another shape, extra fields) is malformed: the case
// fails, naming the helper and the line, and the line is dropped. By convention a helper ends a
// report with the message "end" (read_report stops there).
//
// The one exception is device printf: its output is the data under test and goes to the helper's
// stdout, where no format can be imposed on it. A case that runs printing kernels in a helper reads
// it with run_helper(..., RawLines::keep): non-JSON lines are then kept, in order, as raw lines (the
// printf output), and the helper's own markers are JSON messages. Every other reader rejects them.
//
// Helper side:
//   CUDASEM_HELPER(my_helper) {
//     auto handle = cudasem::helper_read("handle", std::chrono::seconds(30));  // a string value
//     cudasem::helper_send("open", cudaIpcOpenMemHandle(...));                  // {"name","code"}
//     cudasem::helper_send("read_ok", 4096);
//     cudasem::helper_send("end");
//   }
// Case side, talking to it:
//   cudasem::ChildProcess child("my_helper", {.args = {"x"}, .unset_env = {"CUDA_VISIBLE_DEVICES"}});
//   child.send("handle", cudasem::to_hex(&handle, sizeof handle));
//   cudasem::HelperReport r = child.read_report(std::chrono::seconds(60));  // up to "end"
//   r.text("open");       // "cudaSuccess (0)": a code as error_text writes it
//   r.integer("read_ok"); // std::optional<long long>
// or, for a helper that only reports and exits:
//   cudasem::HelperRun r = cudasem::run_helper("my_helper", {.set_env = {"CUDA_VISIBLE_DEVICES=-1"}});
//   ASSERT_TRUE(r.finished) << r.output;
#pragma once

#include <cuda.h>
#include <cuda_runtime_api.h>

#include <chrono>
#include <cstddef>
#include <optional>
#include <string>
#include <type_traits>
#include <variant>
#include <vector>

#include <sys/types.h>

namespace cudasem {

// A CUDA code in a message.
struct HelperCode {
  std::string name;  // cudaGetErrorName / cuGetErrorName ("CUresult" when the driver gave none)
  long long code = 0;
  std::string text() const { return name + " (" + std::to_string(code) + ")"; }  // as error_text writes it
};

using HelperValue = std::variant<std::nullptr_t, bool, long long, double, std::string, HelperCode>;

struct HelperMessage {
  std::string key;
  HelperValue value = nullptr;
  int line = -1;  // where it came: its 0-based line in the helper's stdout (parent side)

  // The value as text: a string as it is, an integer in decimal, a code as error_text writes it
  // ("cudaSuccess (0)"), a bool as true/false, null as "".
  std::string text() const;
  // Typed reads: nullopt when the value has another type.
  std::optional<long long> integer() const;
  std::optional<HelperCode> code() const;
  std::optional<bool> boolean() const;
  std::string json() const;  // the line, without '\n'
};

// A message from its JSON line; nullopt (with the reason in *why) when the line is malformed.
std::optional<HelperMessage> parse_helper_message(const std::string& line, std::string* why);

// Messages a helper sent, in order, with reads by key (the first message with that key).
struct HelperReport {
  std::string helper;
  bool complete = false;  // read_report: the helper said "end"
  std::vector<HelperMessage> messages;

  const HelperMessage* find(const std::string& key) const;
  bool has(const std::string& key) const { return find(key) != nullptr; }
  // find(key)->text(), or `missing` when the helper did not send `key`.
  std::string text(const std::string& key, const std::string& missing = "") const;
  // The integer sent as `key`: nullopt when absent; a value of another type fails the case.
  std::optional<long long> integer(const std::string& key) const;
  // The code sent as `key`: nullopt when absent; a value of another type fails the case.
  std::optional<HelperCode> code(const std::string& key) const;
};

// What run_helper does with a line of the helper's stdout that is not JSON.
enum class RawLines {
  reject,  // a case failure naming the helper and the line (every helper but device printf's)
  keep,    // kept in HelperRun::raw, in order (the output of device printf)
};

struct RawLine {
  int line = -1;  // its 0-based line in the helper's stdout
  std::string text;
};

struct HelperRun : HelperReport {
  bool started = false;
  bool finished = false;     // exited within the limit
  int exit_code = -1;        // 128 + signal for a signal
  std::string output;        // its stdout as it came, for failure messages
  std::string error;         // why it could not start
  std::vector<RawLine> raw;  // RawLines::keep: the lines that were not messages
};

struct ChildOptions {
  std::vector<std::string> args;       // after --cudasem-helper=<name>
  std::vector<std::string> set_env;    // NAME=VALUE, replacing any inherited value
  std::vector<std::string> unset_env;  // NAME
};

// Runs helper `name` to its exit, collecting its messages; killed when it outlives `limit`.
HelperRun run_helper(const std::string& name, const ChildOptions& options,
    std::chrono::milliseconds limit = std::chrono::seconds(30), RawLines raw = RawLines::reject);

class ChildProcess {
 public:
  ChildProcess(const std::string& helper, const ChildOptions& options);
  ChildProcess(const ChildProcess&) = delete;
  ChildProcess& operator=(const ChildProcess&) = delete;
  ~ChildProcess();

  bool started() const { return pid_ > 0; }
  const std::string& error() const { return error_; }
  const std::string& helper() const { return helper_; }
  // One message to the helper's stdin; false when the pipe is closed.
  bool send(const HelperMessage& message);
  bool send(const std::string& key, HelperValue value = nullptr) { return send(HelperMessage{key, std::move(value)}); }
  // The helper's next message; nullopt on EOF or when `limit` passed. A malformed line fails the
  // case (naming the helper and the line) and is skipped.
  std::optional<HelperMessage> read_message(std::chrono::milliseconds limit);
  // Messages up to "end" (complete) or until EOF or `limit` passed between two messages.
  HelperReport read_report(std::chrono::milliseconds limit);
  // The exit code (128 + signal for a signal); nullopt when it overran `limit` and was killed.
  std::optional<int> wait_exit(std::chrono::milliseconds limit);

 private:
  friend HelperRun run_helper(const std::string&, const ChildOptions&, std::chrono::milliseconds, RawLines);
  std::optional<std::string> read_line(std::chrono::milliseconds limit);
  std::string read_all(std::chrono::milliseconds limit);

  std::string helper_;
  pid_t pid_ = -1;
  int in_ = -1, out_ = -1;
  int lines_read_ = 0;
  std::string buf_, error_;
  bool reaped_ = false;
  std::optional<int> status_;
};

// A helper's value as a verdict observation of the case: a code typed ({"name", "code"}, as
// observe(name, cudaError_t) records it), any other value as its text.
void observe(const std::string& name, const HelperCode& code);
void observe(const std::string& name, const HelperMessage& message);
// The value the helper sent as `key`, observed as `name` the same way ("" when it sent none).
void observe(const std::string& name, const HelperReport& report, const std::string& key);

std::string to_hex(const void* data, std::size_t n);
bool from_hex(const std::string& s, void* out, std::size_t n);

// Helper side: the next message on stdin (nullopt on EOF, after `limit`, or for a malformed line,
// which is reported on stderr).
std::optional<HelperMessage> helper_read_message(std::chrono::milliseconds limit);
// Helper side: the string value of the next message, which must be `key` (nullopt otherwise).
std::optional<std::string> helper_read(const std::string& key, std::chrono::milliseconds limit);

// Helper side: one message to the parent, flushed.
void helper_send(const HelperMessage& message);
inline void helper_send(const std::string& key) { helper_send(HelperMessage{key, nullptr}); }
void helper_send(const std::string& key, cudaError_t code);
void helper_send(const std::string& key, CUresult code);
inline void helper_send(const std::string& key, const std::string& value) { helper_send(HelperMessage{key, value}); }
inline void helper_send(const std::string& key, const char* value) { helper_send(key, std::string(value)); }
inline void helper_send(const std::string& key, bool value) { helper_send(HelperMessage{key, value}); }
inline void helper_send(const std::string& key, double value) { helper_send(HelperMessage{key, value}); }
template <typename T, std::enable_if_t<std::is_integral_v<T> && !std::is_same_v<T, bool>, int> = 0>
void helper_send(const std::string& key, T value) {
  helper_send(HelperMessage{key, static_cast<long long>(value)});
}

}  // namespace cudasem
