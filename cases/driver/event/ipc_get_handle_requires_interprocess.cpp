// SPDX-License-Identifier: Apache-2.0
// Characterization: cuIpcGetEventHandle of an event created with CU_EVENT_DISABLE_TIMING alone (no
// CU_EVENT_INTERPROCESS) is called; the text names no outcome for it, and the code is recorded.
#include "../driver_events.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuIpcGetEventHandle, RequiresInterprocessFlag,
    {
        .api = {"cuIpcGetEventHandle"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuIpcGetEventHandle",
            .quote =
                "This event must have been created with the CU_EVENT_INTERPROCESS and CU_EVENT_DISABLE_TIMING flags set."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::attr("ipcEventSupported") >= 1, cudasem::linux_os()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::driver_api::DrvEvent event;
  CUDASEM_ASSERT_CU_OK(drv.cuEventCreate(event.out(), CU_EVENT_DISABLE_TIMING));
  CUipcEventHandle handle{};

  cudasem::observe("ipc_get_handle_requires_interprocess_result", drv.cuIpcGetEventHandle(&handle, event));
}
