// SPDX-License-Identifier: Apache-2.0
// The driver's return-code tables: one row per driver API function whose cuda.h return list names a
// code, each row calling its function once with arguments made from the function's own type
// (cudasem/zeroed_call.h) in a helper process of its own, so that a call that crashes takes only its
// own row. The rows are made when the binary starts from two tables the build generates from the
// toolkit's headers: every function cuda.h declares (cudasem/driver_functions.h) and each function's
// documented codes (cudasem::documented_codes, its \return list): no list of names is kept by hand,
// only the few functions never called here (cudasem/code_table.h's kNotCalled, each with why). The shared pieces (the zeroed
// arguments, the filter, the helper's row, the case's reading of its code) are cudasem/code_table.h's.
//   static const std::vector<ZeroedCall> kRows = zeroed_calls_documenting("CUDA_ERROR_NOT_INITIALIZED");
//   CUDASEM_HELPER(my_helper) { return zeroed_call_helper(argc, argv, ZeroedState::never_initialized); }
//   ... in the row's body: std::optional<CUresult> r = zeroed_call_result<CUresult>("my_helper", row.key);
#pragma once

#include <cuda.h>
#include <dlfcn.h>

#include <string>
#include <string_view>
#include <vector>

#include "cudasem/check.h"
#include "cudasem/child.h"
#include "cudasem/driver.h"
#include "cudasem/driver_objects.h"
#include "cudasem/code_table.h"

namespace cudasem::driver_api {

// A row: a driver function, by the name cuda.h declares it (the check records it under this name),
// and its call with zeroed arguments (the ABI version that name maps to, as every driver case calls).
struct ZeroedCall {
  static constexpr bool kKeyIsApi = true;  // each row's case names its function in `.api` (case.h)
  const char* key;
  CUresult (*call)(const Driver&);
  const char* symbol;  // the symbol the name maps to in cuda.h (cuCtxCreate: cuCtxCreate_v4), which is loaded
};

// Every function of the harness's driver table with its zeroed call (a deprecated one included: the
// drivers still export it and old binaries call it).
#if defined(__GNUC__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
#endif
#define CUDASEM_ZEROED_SYMBOL(fn) #fn
#define CUDASEM_ZEROED_CALL_ROW(fn)                                                                        \
  ZeroedCall{#fn, [](const Driver& d) -> CUresult { return ::cudasem::call_with_zeroed_arguments(d.fn); }, \
      CUDASEM_ZEROED_SYMBOL(fn)},
inline constexpr ZeroedCall kZeroedCalls[] = {
    CUDASEM_DRIVER_FUNCTIONS(CUDASEM_ZEROED_CALL_ROW, CUDASEM_ZEROED_CALL_ROW)};
#undef CUDASEM_ZEROED_CALL_ROW
#undef CUDASEM_ZEROED_SYMBOL
#if defined(__GNUC__)
#pragma GCC diagnostic pop
#endif

// The rows of a table: the functions whose documented codes name `code`, less code_table.h's kNotCalled, in name order.
inline std::vector<ZeroedCall> zeroed_calls_documenting(std::string_view code) {
  return rows_documenting(kZeroedCalls, code);
}

// Why a row cannot be asked of this driver ("" when it can): a build whose toolkit is newer than the driver
// declares functions the driver does not have, and the library it loaded does not export the row's
// symbol (the harness would answer CUDA_ERROR_NOT_FOUND for it, not the driver). Only then: a driver
// as new as the build that lacks a function is left to the row, which shows it.
inline std::string driver_lacks(const ZeroedCall& row) {
  int version = 0;
  if (::cudasem::driver().cuDriverGetVersion(&version) != CUDA_SUCCESS || version <= 0 || version >= CUDA_VERSION)
    return "";
  void* lib = dlopen("libcuda.so.1", RTLD_NOW | RTLD_NOLOAD);  // the library the harness loaded
  if (!lib) return "";
  const bool exported = dlsym(lib, row.symbol) != nullptr;
  dlclose(lib);
  if (exported) return "";
  return std::string("the driver library does not export ") + row.symbol + ": a function of this build's toolkit " +
         "(CUDA_VERSION " + std::to_string(CUDA_VERSION) + ") that the driver (CUDA " + std::to_string(version) +
         ") does not have";
}

// The state the helper makes before its one call.
enum class ZeroedState {
  never_initialized,   // a fresh process: nothing has called cuInit
  no_current_context,  // cuInit(0) returned CUDA_SUCCESS; no context was made or made current
};

// Helper side: argv[0] names the function; sends its code as "result" (cuInit's as "setup" when cuInit
// failed). Exit 2 for an unknown name, 3 without a driver.
inline int zeroed_call_helper(int argc, char** argv, ZeroedState state) {
  const ZeroedCall* row = argc < 1 ? nullptr : find_row(kZeroedCalls, argv[0]);
  if (!row) return 2;
  const Driver* drv = helper_driver();
  if (!drv) return 3;
  if (state == ZeroedState::no_current_context) {
    const CUresult init = drv->cuInit(0);
    if (init != CUDA_SUCCESS) {
      helper_send("setup", init);
      return 0;
    }
  }
  helper_send("result", row->call(*drv));
  return 0;
}

}  // namespace cudasem::driver_api
