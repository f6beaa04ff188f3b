// SPDX-License-Identifier: Apache-2.0
// cuGetProcAddress of a name no driver exports: CUDA_SUCCESS with pfn set to NULL (the 13.0
// text), and symbolStatus CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DriverGetProcAddress, UnknownSymbolSuccessNull,
    {
        .api = {"cuGetProcAddress"},
        .cite = {.doc = "DRV",
            .section = "cuGetProcAddress",
            .quote =
                "The API will return CUDA_SUCCESS and set the returned pfn to NULL if the requested driver function is not supported on the platform, no ABI compatible driver function exists for the specified cudaVersion or if the driver symbol is invalid."},
        .claim = cudasem::Claim::promise,
    }) {
  // Asked at this build's CUDA_VERSION: a build with a newer toolkit than the driver cannot ask it.
  if (const std::string why = cudasem::driver_api::build_version_above_driver(); !why.empty()) GTEST_SKIP() << why;
  const cudasem::Driver& drv = cudasem::driver();
  void* pfn = reinterpret_cast<void*>(0x1);
  CUdriverProcAddressQueryResult status{};

  CUDASEM_EXPECT_CU_ERROR(
      drv.cuGetProcAddress("cuCudasemNoSuchFunction", &pfn, CUDA_VERSION, CU_GET_PROC_ADDRESS_DEFAULT, &status),
      CUDA_SUCCESS);

  cudasem::observe("pfn_is_null", pfn == nullptr);
  CUDASEM_EXPECT_TRUE_NAMED("returned_function_null", pfn == nullptr);
  CUDASEM_EXPECT_EQ_NAMED("symbol_status", status, CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND);
}
