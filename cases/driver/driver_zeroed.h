// SPDX-License-Identifier: Apache-2.0
// The driver's return-code tables: one row per driver API function whose cuda.h return list names a
// code, each row calling its function once with arguments made from the function's own type
// (cudasem/zeroed_call.h) in a helper process of its own, so that a call that crashes takes only its
// own row. The rows are made when the binary starts from two tables the build generates from the
// toolkit's headers: every function cuda.h declares (cudasem/driver_functions.h) and each function's
// documented codes (cudasem::documented_codes, its \return list): no list of names is kept by hand,
// only the few functions never called here (kNotCalled, each with why).
//   static const std::vector<ZeroedCall> kRows = zeroed_calls_documenting("CUDA_ERROR_NOT_INITIALIZED");
//   CUDASEM_HELPER(my_helper) { return zeroed_call_helper(argc, argv, ZeroedState::never_initialized); }
//   ... in the row's body: std::optional<CUresult> r = zeroed_call_result("my_helper", row);
#pragma once

#include <cuda.h>
#include <fnmatch.h>
#include <gtest/gtest.h>

#include <cstdio>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cudasem/check.h"
#include "cudasem/child.h"
#include "cudasem/driver.h"
#include "cudasem/driver_objects.h"
#include "cudasem/zeroed_call.h"

namespace cudasem::driver_api {

// A row: a driver function, by the name cuda.h declares it (the check records it under this name),
// and its call with zeroed arguments (the ABI version that name maps to, as every driver case calls).
struct ZeroedCall {
  const char* key;
  CUresult (*call)(const Driver&);
};

// Every function of the harness's driver table with its zeroed call (a deprecated one included: the
// drivers still export it and old binaries call it).
#if defined(__GNUC__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
#endif
#define CUDASEM_ZEROED_CALL_ROW(fn) \
  ZeroedCall{#fn, [](const Driver& d) -> CUresult { return ::cudasem::call_with_zeroed_arguments(d.fn); }},
inline constexpr ZeroedCall kZeroedCalls[] = {
    CUDASEM_DRIVER_FUNCTIONS(CUDASEM_ZEROED_CALL_ROW, CUDASEM_ZEROED_CALL_ROW)};
#undef CUDASEM_ZEROED_CALL_ROW
#if defined(__GNUC__)
#pragma GCC diagnostic pop
#endif

// The functions no table calls, whatever their lists say: each could reach beyond the helper process.
struct NotCalled {
  const char* pattern;  // fnmatch pattern over the name
  const char* why;
};
inline constexpr NotCalled kNotCalled[] = {
    {"cuMulticast*", "never called by the suite: multicast objects span devices and processes"},
    {"cuCheckpoint*", "acts on a process named by its id (lock, checkpoint, restore): another process's state"},
    {"cuCoredump*", "core dump settings: a fault then writes files outside the process"},
    {"cuIpc*", "inter-process sharing: a zeroed handle names another process's memory or event"},
    {"cuMem*ShareableHandle", "an OS handle shared between processes (a zeroed descriptor is the helper's stdin)"},
    {"cuMemPool*Pointer", "an allocation shared between processes through an exported pool"},
    {"cuImportExternal*", "imports another API's or process's object by an OS handle"},
    {"cuProfiler*", "starts or stops an attached profiler's collection, a tool outside the process"},
    {"cuCtxResetPersistingL2Cache", "resets the device's persisting L2 lines, which every process on the GPU shares"},
};

inline bool not_called(const char* name) {
  for (const NotCalled& n : kNotCalled)
    if (fnmatch(n.pattern, name, 0) == 0) return true;
  return false;
}

// The rows of a table: the functions whose documented codes name `code`, less kNotCalled, in name order.
inline std::vector<ZeroedCall> zeroed_calls_documenting(std::string_view code) {
  std::vector<ZeroedCall> out;
  for (const ZeroedCall& c : kZeroedCalls) {
    const char* codes = documented_codes(c.key);
    if (!codes || not_called(c.key)) continue;
    if ((std::string(",") + codes + ",").find("," + std::string(code) + ",") != std::string::npos) out.push_back(c);
  }
  return out;
}

// The state the helper makes before its one call.
enum class ZeroedState {
  never_initialized,   // a fresh process: nothing has called cuInit
  no_current_context,  // cuInit(0) returned CUDA_SUCCESS; no context was made or made current
};

// Helper side: argv[0] names the function; sends its code as "result" (or cuInit's as "init" when
// cuInit failed). Exit 2 for an unknown name, 3 without a driver.
inline int zeroed_call_helper(int argc, char** argv, ZeroedState state) {
  if (argc < 1) return 2;
  const ZeroedCall* row = nullptr;
  for (const ZeroedCall& c : kZeroedCalls)
    if (std::string_view(c.key) == argv[0]) row = &c;
  if (!row) {
    std::fprintf(stderr, "no driver function %s in the table\n", argv[0]);
    return 2;
  }
  const Driver* drv = helper_driver();
  if (!drv) return 3;
  if (state == ZeroedState::no_current_context) {
    const CUresult init = drv->cuInit(0);
    if (init != CUDA_SUCCESS) {
      helper_send("init", init);
      return 0;
    }
  }
  helper_send("result", row->call(*drv));
  return 0;
}

// Case side: runs `helper` for the row's function and returns the code the call returned; nullopt,
// with a failure naming the helper's exit (a signal is 128 + its number), when it sent none.
inline std::optional<CUresult> zeroed_call_result(const char* helper, const ZeroedCall& row) {
  const HelperRun run = run_helper(helper, {.args = {row.key}});
  if (const std::optional<HelperCode> init = run.code("init")) {
    ADD_FAILURE() << "cuInit(0) in the helper returned " << error_text(static_cast<CUresult>(init->code));
    return std::nullopt;
  }
  const std::optional<HelperCode> code = run.code("result");
  if (!run.finished || run.exit_code != 0 || !code) {
    ADD_FAILURE() << "helper " << helper << " calling " << row.key << " sent no code: " << run.error << " exit "
                  << run.exit_code << " output: " << run.output;
    return std::nullopt;
  }
  return static_cast<CUresult>(code->code);
}

}  // namespace cudasem::driver_api
