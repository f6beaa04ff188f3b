// SPDX-License-Identifier: Apache-2.0
// cuEventCreate with CU_EVENT_INTERPROCESS but without CU_EVENT_DISABLE_TIMING must fail (a
// documented code, recorded).
#include "../driver_events.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuEventCreate, InterprocessRequiresDisableTiming,
    {
        .api = {"cuEventCreate"},
        .cite = {.doc = "DRV",
            .section = "cuEventCreate",
            .quote = "CU_EVENT_INTERPROCESS must be specified along with CU_EVENT_DISABLE_TIMING."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("ipcEventSupported") >= 1},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::driver_api::DrvEvent event;

  CUDASEM_EXPECT_CU_FAILURE(drv.cuEventCreate(event.out(), CU_EVENT_INTERPROCESS));
}
