// SPDX-License-Identifier: Apache-2.0
// Shared by the limits cases.
#pragma once

#include <cuda_runtime_api.h>

#include <cstddef>
#include <cstdint>

#include "cudasem/cudasem.h"

namespace cudasem_cases {

struct LimitRoundTrip {
  cudaError_t get_before = cudaSuccess, set = cudaSuccess, get_after = cudaSuccess;
  std::size_t before = 0, after = 0;
};

// Reads `limit`, sets it to `requested`, reads it again; records "value_before", "requested",
// "set_result" and "value_after" and clears the last-error slot (a refused set is data here).
inline LimitRoundTrip set_and_read_back(cudaLimit limit, std::size_t requested) {
  LimitRoundTrip r;
  r.get_before = cudaDeviceGetLimit(&r.before, limit);
  r.set = cudaDeviceSetLimit(limit, requested);
  r.get_after = cudaDeviceGetLimit(&r.after, limit);
  cudasem::last_error(cudasem::LastError::clear);
  cudasem::observe("value_before", static_cast<std::uint64_t>(r.before));
  cudasem::observe("requested", static_cast<std::uint64_t>(requested));
  cudasem::observe("set_result", cudasem::error_text(r.set));
  cudasem::observe("value_after", static_cast<std::uint64_t>(r.after));
  return r;
}

}  // namespace cudasem_cases
