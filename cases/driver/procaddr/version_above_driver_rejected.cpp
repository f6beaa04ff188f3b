// SPDX-License-Identifier: Apache-2.0
// cuGetProcAddress with a CUDA version above the driver's (cuDriverGetVersion + 1000) returns
// CUDA_ERROR_INVALID_VALUE.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DriverGetProcAddress, VersionAboveDriverRejected,
    {
        .api = {"cuGetProcAddress"},
        .cite = {.doc = "DRV",
            .section = "cuGetProcAddress",
            .quote =
                "If the specified CUDA version is greater than the driver version, the API will return CUDA_ERROR_INVALID_VALUE."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  int driver_version = 0;
  CUDASEM_ASSERT_CU_OK(drv.cuDriverGetVersion(&driver_version));
  cudasem::environment("driver_version", driver_version);
  void* pfn = nullptr;
  CUdriverProcAddressQueryResult status{};

  CUDASEM_EXPECT_CU_ERROR(
      drv.cuGetProcAddress("cuMemAlloc", &pfn, driver_version + 1000, CU_GET_PROC_ADDRESS_DEFAULT, &status),
      CUDA_ERROR_INVALID_VALUE);
}
