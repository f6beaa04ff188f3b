// SPDX-License-Identifier: Apache-2.0
// A new context's cuCtxGetCacheConfig is CU_FUNC_CACHE_PREFER_NONE, the documented default.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DriverCtxGetCacheConfig, DefaultPreferNone,
    {
        .api = {"cuCtxGetCacheConfig"},
        .cite = {.doc = "DRV",
            .section = "cuCtxGetCacheConfig",
            .quote = "CU_FUNC_CACHE_PREFER_NONE: no preference for shared memory or L1 (default)"},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::Context ctx(cudasem::create_context());
  CUfunc_cache config = CU_FUNC_CACHE_PREFER_EQUAL;

  CUDASEM_ASSERT_CU_OK(drv.cuCtxGetCacheConfig(&config));

  CUDASEM_EXPECT_EQ_NAMED("cache_config", config, CU_FUNC_CACHE_PREFER_NONE);
}
