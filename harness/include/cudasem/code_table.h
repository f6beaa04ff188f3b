// SPDX-License-Identifier: Apache-2.0
// The return-code tables (a row per API function whose return list names a code, each row's call made
// once, with arguments from the function's type (cudasem/zeroed_call.h), in a helper process of its
// own): an area's array of every function of one API ({key, call}: the key is the name the header
// declares) filtered by a documented code (rows_documenting), less the functions no table calls
// (kNotCalled, each with why); the helper finds its row by name (find_row) and the case reads the code
// it sent (zeroed_call_result). The areas' rows: cases/driver/driver_zeroed.h, cases/errors/errors_zeroed.h.
#pragma once

#include <fnmatch.h>
#include <gtest/gtest.h>

#include <cstddef>
#include <cstdio>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cudasem/check.h"
#include "cudasem/child.h"
#include "cudasem/zeroed_call.h"

namespace cudasem {

// A function no table calls, whatever its list says (it could reach beyond the helper process).
struct NotCalled {
  const char* pattern;  // fnmatch pattern over the name
  const char* why;
};

// The functions no table calls, whatever their lists say, in either API (a pattern names both the
// driver's cuXxx and the runtime's cudaXxx): each could reach beyond the helper process. A helper's own
// state (its contexts, limits, even cudaDeviceReset) is its own.
inline constexpr NotCalled kNotCalled[] = {
    {"cu*Multicast*", "never called by the suite: multicast objects span devices and processes"},
    {"cuCheckpoint*", "acts on a process named by its id (lock, checkpoint, restore): another process's state"},
    {"cuCoredump*", "core dump settings: a fault then writes files outside the process"},
    {"cu*Ipc*", "inter-process sharing: a zeroed handle names another process's memory or event"},
    {"cu*ShareableHandle", "an OS handle shared between processes (a zeroed descriptor is the helper's stdin)"},
    {"cu*MemPool*Pointer", "an allocation shared between processes through an exported pool"},
    {"cu*ImportExternal*", "imports another API's or process's object by an OS handle"},
    {"cu*CtxResetPersistingL2Cache", "resets the device's persisting L2 lines, which every process on the GPU shares"},
};

// The rows of `all` whose function's documented codes name `code`, less those kNotCalled matches, in
// the order of `all`.
template <typename Row, std::size_t N>
std::vector<Row> rows_documenting(const Row (&all)[N], std::string_view code) {
  std::vector<Row> out;
  for (const Row& row : all) {
    const char* codes = documented_codes(row.key);
    if (!codes) continue;
    bool skipped = false;
    for (const NotCalled& n : kNotCalled) skipped = skipped || fnmatch(n.pattern, row.key, 0) == 0;
    if (!skipped && (std::string(",") + codes + ",").find("," + std::string(code) + ",") != std::string::npos)
      out.push_back(row);
  }
  return out;
}

// The row of `all` named `key`; nullptr (with a line on stderr) when none is.
template <typename Row, std::size_t N>
const Row* find_row(const Row (&all)[N], std::string_view key) {
  for (const Row& row : all)
    if (key == row.key) return &row;
  std::fprintf(stderr, "no function %.*s in the table\n", static_cast<int>(key.size()), key.data());
  return nullptr;
}

// What a row makes of a call that ended its helper process (a signal, an exit) before it sent a code:
// a failure of the case (a table whose text promises the code), or the recorded verdict
// `call.exit_status` (128 + the signal's number) of a characterization, whose record says what happened.
enum class HelperDeath { fails, is_recorded };

// Case side: runs `helper` with the row's function name and returns the code (a cudaError_t or a
// CUresult) it sent as "result"; nullopt, with a failure naming the helper's exit (a signal is 128 + its
// number) or the set-up call's code it sent as "setup" instead, when it sent none (a helper that
// ended without a code is recorded instead where `death` says so; a helper that outlived its limit
// always fails).
template <typename Code>
std::optional<Code> zeroed_call_result(const char* helper, const char* key, HelperDeath death = HelperDeath::fails) {
  const HelperRun run = run_helper(helper, {.args = {key}});
  if (run.code("setup")) {
    ADD_FAILURE() << "the helper's set-up call failed: " << run.output;
    return std::nullopt;
  }
  const std::optional<HelperCode> code = run.code("result");
  if (death == HelperDeath::is_recorded && run.finished && run.exit_code != 0 && !code) {
    observe("call.exit_status", run.exit_code);  // the call ended the helper's process
    return std::nullopt;
  }
  if (!run.finished || run.exit_code != 0 || !code) {
    ADD_FAILURE() << "helper " << helper << " calling " << key << " sent no code: " << run.error << " exit "
                  << run.exit_code << " output: " << run.output;
    return std::nullopt;
  }
  return static_cast<Code>(code->code);
}

}  // namespace cudasem
