// SPDX-License-Identifier: Apache-2.0
// Priorities numerically below the greatest priority (greatest - 1 and -100) read back as greatest.
#include "cudasem/cudasem.h"
#include "../priorities.h"

CUDASEM_CASE(StreamPriority, ClampsBelowGreatest,
    {
        .api = {"cudaStreamGetPriority"},
        .cite = {.doc = "RT",
            .section = "cudaStreamGetPriority",
            .quote =
                "if the stream was created with a priority outside the meaningful numerical range returned by cudaDeviceGetStreamPriorityRange, this function returns the clamped priority."},
        .claim = cudasem::Claim::promise,
    }) {
  using cudasem::priorities::Beyond;
  cudasem::priorities::priorities_beyond_range_are_clamped(Beyond::greatest);
}
