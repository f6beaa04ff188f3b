// SPDX-License-Identifier: Apache-2.0
// cuCtxSetCacheConfig(CU_FUNC_CACHE_PREFER_SHARED) in a created context (current): cuCtxGetCacheConfig
// then returns CU_FUNC_CACHE_PREFER_SHARED (the device's L1 and shared memory share one carveout).
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuCtxSetCacheConfig, RoundTrip,
    {
        .api = {"cuCtxSetCacheConfig"},
        .cite = {.doc = "DRV",
            .section = "cuCtxSetCacheConfig",
            .quote =
                "On devices where the L1 cache and shared memory use the same hardware resources, this sets through config the preferred cache configuration for the current context."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("computeCapabilityMajor") >= 7},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::Context ctx(cudasem::create_context());
  ASSERT_NE(ctx.get(), nullptr);

  CUDASEM_ASSERT_CU_OK(drv.cuCtxSetCacheConfig(CU_FUNC_CACHE_PREFER_SHARED));

  CUfunc_cache config = CU_FUNC_CACHE_PREFER_NONE;
  CUDASEM_ASSERT_CU_OK(drv.cuCtxGetCacheConfig(&config));
  CUDASEM_EXPECT_EQ_NAMED("cache_config_read", config, CU_FUNC_CACHE_PREFER_SHARED);
}
