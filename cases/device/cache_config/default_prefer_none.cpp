// SPDX-License-Identifier: Apache-2.0
// In a new process, cudaDeviceGetCacheConfig returns cudaFuncCachePreferNone, the documented
// default.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaDeviceGetCacheConfig, DefaultPreferNone,
    {
        .api = {"cudaDeviceGetCacheConfig"},
        .cite = {.doc = "RT",
            .section = "cudaDeviceGetCacheConfig",
            .quote = "cudaFuncCachePreferNone: no preference for shared memory or L1 (default)"},
        .claim = cudasem::Claim::promise,
    }) {
  cudaFuncCache config = cudaFuncCachePreferEqual;

  CUDASEM_ASSERT_OK(cudaDeviceGetCacheConfig(&config));

  CUDASEM_EXPECT_EQ_NAMED("cache_config", config, cudaFuncCachePreferNone);
}
