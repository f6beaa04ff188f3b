// SPDX-License-Identifier: Apache-2.0
// A callback registered with cudaLogsRegisterCallback receives an error log message after a
// logged error (polled for up to 10 s: delivery is not said to be synchronous); it is
// unregistered before the collector goes away. Where the error was not logged (the buffer has no
// message) the case is UNSUPPORTED.
#include "../logs.h"
#include "cudasem/cudasem.h"

#include <chrono>
#include <thread>

CUDASEM_CASE(CudaLogsRegisterCallback, ReceivesLoggedError,
    {
        .api = {"cudaLogsRegisterCallback"},
        .cite = {.doc = "RT",
            .section = "cudaLogsRegisterCallback",
            .quote = "Register a callback function to receive error log messages"},
        .claim = cudasem::Claim::promise,
    }) {
  namespace l = cudasem::logs;
  CUDASEM_ASSERT_OK(cudaFree(nullptr));
  l::Collector collector;
  cudaLogsCallbackHandle handle = nullptr;
  CUDASEM_ASSERT_OK(cudaLogsRegisterCallback(&l::collect, &collector, &handle));

  l::provoke_logged_error();
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
  while (collector.count() == 0 && std::chrono::steady_clock::now() < deadline)
    std::this_thread::sleep_for(std::chrono::milliseconds(10));

  CUDASEM_EXPECT_OK(cudaLogsUnregisterCallback(handle));
  const std::size_t received = collector.count();
  if (received == 0 && l::dump_all().empty()) GTEST_SKIP() << "no log message was buffered for the provoked error";
  CUDASEM_EXPECT_TRUE_NAMED("messages_received_nonzero", received > 0u);
}
