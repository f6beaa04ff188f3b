// SPDX-License-Identifier: Apache-2.0
// Characterization: raising cudaLimitDevRuntimePendingLaunchCount to 4096 ("this limit can be
// increased"); records the result and the value read back.
#include "../limits.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(LimitDevRuntimePendingLaunchCount, SetIncrease,
    {
        .api = {"cudaDeviceSetLimit"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaDeviceSetLimit",
            .quote =
                "If more pending launches than the default (2048 launches) are needed for a module using the device runtime, this limit can be increased."},
        .claim = cudasem::Claim::hedge,
    }) {
  auto r = cudasem::limits::set_and_read_back(cudaLimitDevRuntimePendingLaunchCount, 4096);

  CUDASEM_EXPECT_OK_OF(cudaDeviceGetLimit, r.get_before);
  CUDASEM_EXPECT_OK_OF(cudaDeviceGetLimit, r.get_after);
}
