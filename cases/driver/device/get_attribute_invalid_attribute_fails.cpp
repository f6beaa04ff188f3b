// SPDX-License-Identifier: Apache-2.0
// cuDeviceGetAttribute with CU_DEVICE_ATTRIBUTE_MAX, which names no attribute, must fail (a
// documented code, recorded).
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DriverDeviceGetAttribute, InvalidAttributeFails,
    {
        .api = {"cuDeviceGetAttribute"},
        .cite = {.doc = "DRV",
            .section = "cuDeviceGetAttribute",
            .quote = "Returns in *pi the integer value of the attribute attrib on device dev."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  int value = -1;

  CUDASEM_EXPECT_CU_FAILURE(drv.cuDeviceGetAttribute(&value, CU_DEVICE_ATTRIBUTE_MAX, cudasem::device0()));
}
