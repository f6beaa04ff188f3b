// SPDX-License-Identifier: Apache-2.0
// cuKernelSetCacheConfig of the library kernel add_value on device 0 accepts each of the four
// supported cache configurations.
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuKernelSetCacheConfig, SupportedValuesAccepted,
    {
        .api = {"cuKernelSetCacheConfig"},
        .cite = {.doc = "DRV",
            .section = "cuKernelSetCacheConfig",
            .quote =
                "The supported cache configurations are: - CU_FUNC_CACHE_PREFER_NONE: no preference for shared memory or L1 (default) - CU_FUNC_CACHE_PREFER_SHARED: prefer larger shared memory and smaller L1 cache - CU_FUNC_CACHE_PREFER_L1: prefer larger L1 cache and smaller shared memory - CU_FUNC_CACHE_PREFER_EQUAL: prefer equal sized L1 cache and shared memory"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::Library lib;
  CUkernel kernel = nullptr;
  ASSERT_NO_FATAL_FAILURE(cudasem::driver_api::library_kernel(lib, kernel));
  const CUdevice dev = cudasem::device0();

  CUDASEM_EXPECT_CU_ERROR(drv.cuKernelSetCacheConfig(kernel, CU_FUNC_CACHE_PREFER_SHARED, dev), CUDA_SUCCESS);
  CUDASEM_EXPECT_CU_OK(drv.cuKernelSetCacheConfig(kernel, CU_FUNC_CACHE_PREFER_L1, dev));
  CUDASEM_EXPECT_CU_ERROR(drv.cuKernelSetCacheConfig(kernel, CU_FUNC_CACHE_PREFER_EQUAL, dev), CUDA_SUCCESS);
  CUDASEM_EXPECT_CU_ERROR(drv.cuKernelSetCacheConfig(kernel, CU_FUNC_CACHE_PREFER_NONE, dev), CUDA_SUCCESS);
}
