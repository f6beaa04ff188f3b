// SPDX-License-Identifier: Apache-2.0
// cuDeviceGet with the ordinal cuDeviceGetCount() (one past the valid range) must fail.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DriverDeviceGet, OrdinalOutOfRange,
    {
        .api = {"cuDeviceGet"},
        .cite = {.doc = "DRV",
            .section = "cuDeviceGet",
            .quote = "Returns in *device a device handle given an ordinal in the range"},
        .claim = cudasem::Claim::documented_failure,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  int count = 0;
  CUDASEM_ASSERT_CU_OK(drv.cuDeviceGetCount(&count));
  cudasem::environment("device_count", count);
  CUdevice d = -1;

  CUDASEM_EXPECT_CU_FAILURE(drv.cuDeviceGet(&d, count));
}
