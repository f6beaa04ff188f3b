// SPDX-License-Identifier: Apache-2.0
// A callback registered with cuLogsRegisterCallback receives a message when a driver call fails with
// a logged error (cuLogsDumpToMemory with a NULL buffer, the Programming Guide's example of a logged
// error).
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuLogsRegisterCallback, ReceivesErrorMessage,
    {
        .api = {"cuLogsRegisterCallback"},
        .cite = {.doc = "DRV",
            .section = "cuLogsRegisterCallback",
            .quote = "Register a callback function to receive error log messages"},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::LogCollector collector;
  cudasem::driver_api::LogCallback callback;

  CUDASEM_ASSERT_CU_OK(drv.cuLogsRegisterCallback(&cudasem::driver_api::collect_log, &collector, callback.out()));

  cudasem::driver_api::provoke_logged_error();
  const std::size_t received = cudasem::driver_api::wait_for_messages(collector);
  callback.reset();
  cudasem::environment("logged_messages", collector.all());
  cudasem::observe("callback_received_message", received > 0);
  CUDASEM_EXPECT_TRUE_NAMED("callback_messages_received", received > 0u);
}
