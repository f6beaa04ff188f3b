// SPDX-License-Identifier: Apache-2.0
// Characterization: cudaLimitPersistingL2CacheSize set to twice persistingL2CacheMaxSize; records
// whether the call fails or clamps, and the value read back, then restores the value read first.
#include "../limits.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(LimitPersistingL2CacheSize, SetAboveMax,
    {
        .api = {"cudaDeviceSetLimit"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaDeviceSetLimit",
            .quote =
                "cudaLimitPersistingL2CacheSize controls size in bytes available for persisting L2 cache. This is purely a performance hint and it can be ignored or clamped depending on the platform."},
        .claim = cudasem::Claim::hedge,
        .needs = {cudasem::attr("persistingL2CacheMaxSize") >= 1},
    }) {
  int max_size = 0;
  CUDASEM_ASSERT_OK(cudaDeviceGetAttribute(&max_size, cudaDevAttrMaxPersistingL2CacheSize, 0));
  cudasem::environment("persisting_l2_max", max_size);

  auto r = cudasem::limits::set_and_read_back(cudaLimitPersistingL2CacheSize, 2 * static_cast<std::size_t>(max_size),
      cudasem::limits::LimitValues::gpu_dependent);

  CUDASEM_EXPECT_OK_OF(cudaDeviceGetLimit, r.get_before);
  CUDASEM_EXPECT_OK_OF(cudaDeviceGetLimit, r.get_after);
  cudaDeviceSetLimit(cudaLimitPersistingL2CacheSize, r.before);  // restore; a refusal is no finding here
  cudasem::last_error(cudasem::LastError::clear);
}
