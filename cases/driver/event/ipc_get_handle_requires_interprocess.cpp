// SPDX-License-Identifier: Apache-2.0
// cuIpcGetEventHandle of an event created with CU_EVENT_DISABLE_TIMING alone (no
// CU_EVENT_INTERPROCESS) must fail (a documented code, recorded).
#include "../driver_events.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuIpcGetEventHandle, RequiresInterprocessFlag,
    {
        .api = {"cuIpcGetEventHandle"},
        .cite = {.doc = "DRV",
            .section = "cuIpcGetEventHandle",
            .quote =
                "This event must have been created with the CU_EVENT_INTERPROCESS and CU_EVENT_DISABLE_TIMING flags set."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("ipcEventSupported") >= 1, cudasem::linux_os()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::driver_api::DrvEvent event;
  CUDASEM_ASSERT_CU_OK(drv.cuEventCreate(event.out(), CU_EVENT_DISABLE_TIMING));
  CUipcEventHandle handle{};

  CUDASEM_EXPECT_CU_FAILURE(drv.cuIpcGetEventHandle(&handle, event));
}
