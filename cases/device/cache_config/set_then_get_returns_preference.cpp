// SPDX-License-Identifier: Apache-2.0
// On a device whose L1 cache and shared memory share hardware (every GPU of compute capability
// 7.0 and later), each preference set with cudaDeviceSetCacheConfig (PreferShared, PreferL1,
// PreferEqual, PreferNone) is the one cudaDeviceGetCacheConfig returns next.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaDeviceGetCacheConfig, ReturnsPreferenceSet,
    {
        .api = {"cudaDeviceGetCacheConfig", "cudaDeviceSetCacheConfig"},
        .cite = {.doc = "RT",
            .section = "cudaDeviceGetCacheConfig",
            .quote =
                "On devices where the L1 cache and shared memory use the same hardware resources, this returns through pCacheConfig the preferred cache configuration for the current device."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("computeCapabilityMajor") >= 7},
    }) {
  int mismatches = 0;

  for (cudaFuncCache preference :
      {cudaFuncCachePreferShared, cudaFuncCachePreferL1, cudaFuncCachePreferEqual, cudaFuncCachePreferNone}) {
    cudaFuncCache got = static_cast<cudaFuncCache>(-1);
    CUDASEM_ASSERT_OK(cudaDeviceSetCacheConfig(preference));
    CUDASEM_ASSERT_OK(cudaDeviceGetCacheConfig(&got));
    if (got != preference) {
      ++mismatches;
      ADD_FAILURE() << "set preference " << preference << ", read back " << got;
    }
  }

  cudasem::observe("mismatched_preferences", mismatches);
}
