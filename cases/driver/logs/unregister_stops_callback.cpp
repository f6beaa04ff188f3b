// SPDX-License-Identifier: Apache-2.0
// A log callback registered and then removed with cuLogsUnregisterCallback receives nothing from a
// later logged error (cuLogsDumpToMemory with a NULL buffer).
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuLogsUnregisterCallback, StopsCallback,
    {
        .api = {"cuLogsUnregisterCallback"},
        .cite = {.doc = "DRV",
            .section = "cuLogsUnregisterCallback",
            .quote = "callback - The callback instance to unregister from receiving log messages"},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::LogCollector collector;
  CUlogsCallbackHandle callback = nullptr;
  CUDASEM_ASSERT_CU_OK(drv.cuLogsRegisterCallback(&cudasem::driver_api::collect_log, &collector, &callback));

  CUDASEM_ASSERT_CU_OK(drv.cuLogsUnregisterCallback(callback));

  cudasem::driver_api::provoke_logged_error();
  std::this_thread::sleep_for(std::chrono::milliseconds(200));
  CUDASEM_EXPECT_EQ_NAMED("messages_after_unregister", collector.count(), 0u) << collector.all();
}
