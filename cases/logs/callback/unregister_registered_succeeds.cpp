// SPDX-License-Identifier: Apache-2.0
// cudaLogsUnregisterCallback of a callback just registered with cudaLogsRegisterCallback succeeds,
// and the callback then receives nothing from a later logged error (cudaLogsDumpToMemory with a NULL
// buffer; waited for 200 ms, as the driver twin driver.logs.unregister_stops_callback does). Where
// the error was not logged (the buffer has no message) nothing could reach a callback: UNSUPPORTED.
#include "../logs.h"
#include "cudasem/cudasem.h"

#include <chrono>
#include <thread>

CUDASEM_CASE(CudaLogsUnregisterCallback, RegisteredCallbackSucceeds,
    {
        .api = {"cudaLogsUnregisterCallback"},
        .cite = {.doc = "RT",
            .section = "cudaLogsUnregisterCallback",
            .quote = "callback - The callback instance to unregister from receiving log messages"},
        .claim = cudasem::Claim::promise,
    }) {
  namespace l = cudasem::logs;
  CUDASEM_ASSERT_OK(cudaFree(nullptr));
  l::Collector collector;
  cudaLogsCallbackHandle handle = nullptr;
  CUDASEM_ASSERT_OK(cudaLogsRegisterCallback(&l::collect, &collector, &handle));
  CUDASEM_ASSERT_TRUE_NAMED("callback_handle.returned", handle != nullptr);

  CUDASEM_ASSERT_OK(cudaLogsUnregisterCallback(handle));

  l::provoke_logged_error();
  std::this_thread::sleep_for(std::chrono::milliseconds(200));
  const std::size_t received = collector.count();
  if (received == 0 && l::dump_all().empty()) GTEST_SKIP() << "no log message was buffered for the provoked error";
  CUDASEM_EXPECT_EQ_NAMED("messages_after_unregister", received, 0u);
}
