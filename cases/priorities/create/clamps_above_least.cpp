// SPDX-License-Identifier: Apache-2.0
// Priorities numerically above the least priority (least + 1 and 100) read back as least.
#include "cudasem/cudasem.h"
#include "../priorities.h"

CUDASEM_CASE(StreamPriority, ClampsAboveLeast,
    {
        .api = {"cudaStreamCreateWithPriority"},
        .cite = {.doc = "RT",
            .section = "cudaStreamCreateWithPriority",
            .quote = "it will automatically be clamped to the lowest or the highest number in the range."},
        .claim = cudasem::Claim::promise,
    }) {
  using cudasem::priorities::Beyond;
  cudasem::priorities::priorities_beyond_range_are_clamped(Beyond::least);
}
