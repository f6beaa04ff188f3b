// SPDX-License-Identifier: Apache-2.0
// An interprocess event (recorded and complete) opened by cuIpcOpenEventHandle in a second process:
// cuEventElapsedTime on the imported event there returns what it returns on the exporter's own event,
// created with CU_EVENT_DISABLE_TIMING (the codes are recorded; the verdict is that they are the same).
#include "../driver_events.h"
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_HELPER(driver_ipc_event_timing) {
  auto hex = cudasem::helper_read("handle", std::chrono::seconds(30));
  CUipcEventHandle handle{};
  if (!hex || !cudasem::from_hex(*hex, &handle, sizeof handle)) return 3;
  const cudasem::Driver* d = cudasem::driver_api::start_child_driver();
  if (d) {
    CUevent event = nullptr;
    const CUresult open = d->cuIpcOpenEventHandle(&event, handle);
    cudasem::driver_api::say_code("open", open);
    if (open == CUDA_SUCCESS) {
      float ms = 0;
      cudasem::driver_api::say_code("elapsed", d->cuEventElapsedTime(&ms, event, event));
      d->cuEventDestroy(event);
    }
  }
  cudasem::helper_send("end");
  return 0;
}

CUDASEM_CASE(CuIpcOpenEventHandle, ImportedEventHasTimingDisabled,
    {
        .api = {"cuIpcOpenEventHandle"},
        .cite = {.doc = "DRV",
            .section = "cuIpcOpenEventHandle",
            .quote =
                "This function returns a CUevent that behaves like a locally created event with the CU_EVENT_DISABLE_TIMING flag specified."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::linux_os(), cudasem::attr("ipcEventSupported") >= 1},
        .timeout_s = 120,
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  DrvEvent event;
  CUDASEM_ASSERT_CU_OK(drv.cuEventCreate(event.out(), CU_EVENT_INTERPROCESS | CU_EVENT_DISABLE_TIMING));
  CUDASEM_ASSERT_CU_OK(drv.cuEventRecord(event, nullptr));
  CUDASEM_ASSERT_CU_OK(drv.cuEventSynchronize(event));
  CUipcEventHandle handle{};
  CUDASEM_ASSERT_CU_OK(drv.cuIpcGetEventHandle(&handle, event));

  const auto r = run_ipc_child("driver_ipc_event_timing", {}, cudasem::to_hex(&handle, sizeof handle));

  cudasem::observe("child_open_code", reported_code(r, "open"));
  CUDASEM_ASSERT_CU_OK_OF(cuIpcOpenEventHandle, static_cast<CUresult>(reported_code(r, "open")));
  // The child's elapsed-time code beside the same query on the local event (CU_EVENT_DISABLE_TIMING).
  const auto imported = static_cast<CUresult>(reported_code(r, "elapsed"));
  float ms = 0;
  const CUresult local = drv.cuEventElapsedTime(&ms, event, event);
  {
    cudasem::CheckLabel label("imported_event");
    CUDASEM_RECORD_CODE_OF(cuEventElapsedTime, imported);
  }
  {
    cudasem::CheckLabel label("local_disable_timing_event");
    CUDASEM_RECORD_CODE_OF(cuEventElapsedTime, local);
  }
  CUDASEM_EXPECT_TRUE_NAMED("elapsed_code.same_as_local_disable_timing_event", imported == local);
}
