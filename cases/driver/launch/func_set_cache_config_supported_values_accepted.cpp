// SPDX-License-Identifier: Apache-2.0
// cuFuncSetCacheConfig of add_value accepts each of the four supported cache configurations, and the
// kernel still runs afterwards (every element incremented).
#include "../driver.h"
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuFuncSetCacheConfig, SupportedValuesAccepted,
    {
        .api = {"cuFuncSetCacheConfig"},
        .cite = {.doc = "DRV",
            .section = "cuFuncSetCacheConfig",
            .quote =
                "The supported cache configurations are: - CU_FUNC_CACHE_PREFER_NONE: no preference for shared memory or L1 (default) - CU_FUNC_CACHE_PREFER_SHARED: prefer larger shared memory and smaller L1 cache - CU_FUNC_CACHE_PREFER_L1: prefer larger L1 cache and smaller shared memory - CU_FUNC_CACHE_PREFER_EQUAL: prefer equal sized L1 cache and shared memory"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::LoadedPtx loaded;
  CUfunction f = loaded.function(cudasem::modules::kAddOne);
  CUDASEM_ASSERT_TRUE_NAMED("add_one_function.found", f != nullptr);

  CUDASEM_EXPECT_CU_OK(drv.cuFuncSetCacheConfig(f, CU_FUNC_CACHE_PREFER_SHARED));
  CUDASEM_EXPECT_CU_OK(drv.cuFuncSetCacheConfig(f, CU_FUNC_CACHE_PREFER_L1));
  CUDASEM_EXPECT_CU_OK(drv.cuFuncSetCacheConfig(f, CU_FUNC_CACHE_PREFER_EQUAL));
  CUDASEM_EXPECT_CU_OK(drv.cuFuncSetCacheConfig(f, CU_FUNC_CACHE_PREFER_NONE));

  cudasem::DeviceMem mem;
  const CUdeviceptr p = cudasem::alloc_ints(mem, 64, 41);
  CUDASEM_ASSERT_CU_OK(cudasem::launch_add_one(f, p, 64));
  CUDASEM_EXPECT_EQ_NAMED("elements.incremented", cudasem::count_equal(cudasem::read_ints(p, 64), 42), 64u);
}
