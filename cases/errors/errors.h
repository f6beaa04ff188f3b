// SPDX-License-Identifier: Apache-2.0
// Shared by the errors cases. errors/async/: their helper processes send each code as a message
// (cudasem/child.h), which the case reads back as error_text writes it ("cudaErrorX (n)");
// error_name() cuts such a text to the error's name. The tables of one condition over many Runtime
// API functions (errors/memcpy_kind/, errors/bad_ordinal_table/, ...): a row per function, its call
// made on the objects the case sets up (CallOn).
#pragma once

#include <cuda_runtime_api.h>

#include <string>

namespace cudasem::errors {

// error_text gives "cudaErrorX (n)": the name alone.
inline std::string error_name(const std::string& text) { return text.substr(0, text.find(' ')); }

// A row of a table over Runtime API functions (CUDASEM_CASE_TABLE): the function, by the name
// cuda_runtime_api.h declares it (the row's case names it in `.api`), and its call under the table's
// condition, made on `Objects`, what the case set up (buffers, arrays, a stream) before the call.
template <typename Objects>
struct CallOn {
  static constexpr bool kKeyIsApi = true;
  const char* key;
  cudaError_t (*call)(Objects&);
};

}  // namespace cudasem::errors
