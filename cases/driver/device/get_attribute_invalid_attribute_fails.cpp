// SPDX-License-Identifier: Apache-2.0
// Characterization: cuDeviceGetAttribute with CU_DEVICE_ATTRIBUTE_MAX, which names no attribute, is
// called; the text names no outcome for it, and the code is recorded.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DriverDeviceGetAttribute, InvalidAttributeFails,
    {
        .api = {"cuDeviceGetAttribute"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuDeviceGetAttribute",
            .quote = "Returns in *pi the integer value of the attribute attrib on device dev."},
        .claim = cudasem::Claim::hedge,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  int value = -1;

  cudasem::observe("get_attribute_invalid_attribute_result",
      drv.cuDeviceGetAttribute(&value, CU_DEVICE_ATTRIBUTE_MAX, cudasem::device0()));
}
