// SPDX-License-Identifier: Apache-2.0
// cuIpcGetEventHandle of an event created with CU_EVENT_INTERPROCESS | CU_EVENT_DISABLE_TIMING
// succeeds and fills the handle (not all zero bytes).
#include "../driver_events.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuIpcGetEventHandle, InterprocessEventSucceeds,
    {
        .api = {"cuIpcGetEventHandle"},
        .cite = {.doc = "DRV",
            .section = "cuIpcGetEventHandle",
            .quote = "Gets an interprocess handle for a previously allocated event"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("ipcEventSupported") >= 1, cudasem::linux_os()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::driver_api::DrvEvent event;
  CUDASEM_ASSERT_CU_OK(drv.cuEventCreate(event.out(), CU_EVENT_INTERPROCESS | CU_EVENT_DISABLE_TIMING));
  CUipcEventHandle handle{};

  CUDASEM_EXPECT_CU_ERROR(drv.cuIpcGetEventHandle(&handle, event), CUDA_SUCCESS);

  bool filled = false;
  for (char c : handle.reserved) filled = filled || c != 0;
  CUDASEM_EXPECT_TRUE_NAMED("handle_has_nonzero_bytes", filled);
}
