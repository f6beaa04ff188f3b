// SPDX-License-Identifier: Apache-2.0
// cuDeviceGet with the ordinal cuDeviceGetCount() (one past the valid range) returns
// CUDA_ERROR_INVALID_DEVICE, the listed code whose text is this condition.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DriverDeviceGet, OrdinalOutOfRange,
    {
        .api = {"cuDeviceGet"},
        .cite = {.doc = "DRV",
            .section = "CUresult (CUDA_ERROR_INVALID_DEVICE)",
            .quote = "This indicates that the device ordinal supplied by the user does not "
                     "correspond to a valid CUDA device or that the action requested is invalid "
                     "for the specified device."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  int count = 0;
  CUDASEM_ASSERT_CU_OK(drv.cuDeviceGetCount(&count));
  cudasem::environment("device_count", count);
  CUdevice d = -1;

  CUDASEM_EXPECT_CU_ERROR(drv.cuDeviceGet(&d, count), CUDA_ERROR_INVALID_DEVICE);
}
