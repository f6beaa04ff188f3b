// SPDX-License-Identifier: Apache-2.0
// cuStreamCreateWithPriority with a priority 100 past the greatest priority of
// cuCtxGetStreamPriorityRange (a lower number): cuStreamGetPriority reports the greatest priority.
#include "../driver_events.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuStreamCreateWithPriority, BelowGreatestClampedToGreatest,
    {
        .api = {"cuStreamCreateWithPriority"},
        .cite = {.doc = "DRV",
            .section = "cuStreamCreateWithPriority",
            .quote =
                "If the specified priority is outside the numerical range returned by cuCtxGetStreamPriorityRange, it will automatically be clamped to the lowest or the highest number in the range."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("streamPrioritiesSupported") >= 1},
    }) {
  ASSERT_NO_FATAL_FAILURE(cudasem::driver_api::expect_priority_clamped(/*above_least=*/false, 100));
}
