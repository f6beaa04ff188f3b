// SPDX-License-Identifier: Apache-2.0
// Characterization: cuEventCreate with CU_EVENT_INTERPROCESS but without CU_EVENT_DISABLE_TIMING is
// called; the text names no outcome for it, and the code is recorded.
#include "../driver_events.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuEventCreate, InterprocessRequiresDisableTiming,
    {
        .api = {"cuEventCreate"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuEventCreate",
            .quote = "CU_EVENT_INTERPROCESS must be specified along with CU_EVENT_DISABLE_TIMING."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::attr("ipcEventSupported") >= 1},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::driver_api::DrvEvent event;

  cudasem::observe(
      "create_interprocess_requires_disable_timing_result", drv.cuEventCreate(event.out(), CU_EVENT_INTERPROCESS));
}
