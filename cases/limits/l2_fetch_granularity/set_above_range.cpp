// SPDX-License-Identifier: Apache-2.0
// Characterization: cudaLimitMaxL2FetchGranularity set to 256 bytes, above the documented 0-128 B
// range; records whether the call fails or clamps, and the value read back.
#include "../limits.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(LimitMaxL2FetchGranularity, SetAboveRange,
    {
        .api = {"cudaDeviceSetLimit"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaDeviceSetLimit",
            .quote =
                "cudaLimitMaxL2FetchGranularity controls the L2 cache fetch granularity. Values can range from 0B to 128B. This is purely a performance hint and it can be ignored or clamped depending on the platform."},
        .claim = cudasem::Claim::hedge,
    }) {
  auto r = cudasem::limits::set_and_read_back(cudaLimitMaxL2FetchGranularity, 256);

  CUDASEM_EXPECT_OK_OF(cudaDeviceGetLimit, r.get_before);
  CUDASEM_EXPECT_OK_OF(cudaDeviceGetLimit, r.get_after);
}
