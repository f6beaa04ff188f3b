// SPDX-License-Identifier: Apache-2.0
// cuDriverGetVersion(NULL) returns CUDA_ERROR_INVALID_VALUE.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DriverGetVersion, NullRejected,
    {
        .api = {"cuDriverGetVersion"},
        .cite = {.doc = "DRV",
            .section = "cuDriverGetVersion",
            .quote = "This function automatically returns CUDA_ERROR_INVALID_VALUE if driverVersion is NULL."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  const cudasem::Driver& drv = cudasem::driver();

  CUDASEM_EXPECT_CU_ERROR(drv.cuDriverGetVersion(nullptr), CUDA_ERROR_INVALID_VALUE);
}
