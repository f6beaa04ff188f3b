// SPDX-License-Identifier: Apache-2.0
// The runtime's return-code table: one row per Runtime API function whose return list names a code,
// each row calling its function once with arguments made from the function's own type
// (cudasem/zeroed_call.h) in a helper process of its own, so that a call that crashes takes only its
// own row. The rows are made when the binary starts from two tables the build generates from the
// toolkit's headers: every function cuda_runtime_api.h declares returning cudaError_t, with its
// parameter list (cudasem/runtime_functions.h), and each function's documented codes
// (cudasem::documented_codes): no list of names is kept by hand, only the few functions never called
// here (cudasem/code_table.h's kNotCalled, each with why).
#pragma once

#include <cuda_runtime_api.h>

#include <string_view>
#include <vector>

#include "cudasem/check.h"
#include "cudasem/child.h"
#include "cudasem/runtime_functions.h"
#include "cudasem/code_table.h"

namespace cudasem::errors {

// A row: a Runtime API function, by the name cuda_runtime_api.h declares it, and its call with zeroed
// arguments (the C function: the conversion to its declared type picks it among cuda_runtime.h's C++
// overloads of the same name).
struct ZeroedCall {
  static constexpr bool kKeyIsApi = true;  // each row's case names its function in `.api` (case.h)
  const char* key;
  cudaError_t (*call)();
};

#if defined(__GNUC__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
#endif
#define CUDASEM_ZEROED_CALL_ROW(fn, params)                                                                      \
  ZeroedCall{#fn, []() -> cudaError_t {                                                                          \
               return ::cudasem::call_with_zeroed_arguments(static_cast<cudaError_t(CUDARTAPI*) params>(&::fn)); \
             }},
inline constexpr ZeroedCall kZeroedCalls[] = {
    CUDASEM_RUNTIME_FUNCTIONS(CUDASEM_ZEROED_CALL_ROW, CUDASEM_ZEROED_CALL_ROW)};
#undef CUDASEM_ZEROED_CALL_ROW
#if defined(__GNUC__)
#pragma GCC diagnostic pop
#endif

// The rows of a table: the functions whose documented codes name `code`, less code_table.h's kNotCalled, in name order.
inline std::vector<ZeroedCall> zeroed_calls_documenting(std::string_view code) {
  return rows_documenting(kZeroedCalls, code);
}

// Helper side: argv[0] names the function; sends its code as "result". Exit 2 for an unknown name.
inline int zeroed_call_helper(int argc, char** argv) {
  const ZeroedCall* row = argc < 1 ? nullptr : find_row(kZeroedCalls, argv[0]);
  if (!row) return 2;
  helper_send("result", row->call());
  return 0;
}

}  // namespace cudasem::errors
