// SPDX-License-Identifier: Apache-2.0
// Shared by the limits cases: set_and_read_back reads a cudaLimit, sets it and reads it back,
// recording the values as verdicts or, where they depend on the GPU model, as environment facts.
#pragma once

#include <cuda_runtime_api.h>

#include <cstddef>
#include <cstdint>

#include "cudasem/cudasem.h"

namespace cudasem::limits {

struct LimitRoundTrip {
  cudaError_t get_before = cudaSuccess, set = cudaSuccess, get_after = cudaSuccess;
  std::size_t before = 0, after = 0;
};

// Where the values a limit takes depend on the GPU model (the default and the request derive from a
// device attribute), the bytes are environment facts, and what the case found is where the value
// read back lies: "requested", "value_before" (unchanged) or "other" (rounded or clamped).
enum class LimitValues { same_on_every_gpu, gpu_dependent };

// Reads `limit`, sets it to `requested`, reads it again; records "value_before", "requested_value",
// "set_result" and "value_after" (and, for gpu_dependent values, "value_after_is") and clears the
// last-error slot (a refused set is data here).
inline LimitRoundTrip set_and_read_back(
    cudaLimit limit, std::size_t requested, LimitValues values = LimitValues::same_on_every_gpu) {
  LimitRoundTrip r;
  r.get_before = cudaDeviceGetLimit(&r.before, limit);
  r.set = cudaDeviceSetLimit(limit, requested);
  r.get_after = cudaDeviceGetLimit(&r.after, limit);
  cudasem::last_error(cudasem::LastError::clear);
  cudasem::observe("set_result", r.set);
  if (values == LimitValues::gpu_dependent) {
    cudasem::environment("value_before", static_cast<unsigned long long>(r.before));
    cudasem::environment("requested_value", static_cast<unsigned long long>(requested));
    cudasem::environment("value_after", static_cast<unsigned long long>(r.after));
    cudasem::observe("value_after_is", r.after == requested  ? "requested"
                                       : r.after == r.before ? "value_before"
                                                             : "other");
  } else {
    cudasem::observe("value_before", static_cast<std::uint64_t>(r.before));
    cudasem::observe("requested_value", static_cast<std::uint64_t>(requested));
    cudasem::observe("value_after", static_cast<std::uint64_t>(r.after));
  }
  return r;
}

}  // namespace cudasem::limits
