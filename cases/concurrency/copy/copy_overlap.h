// SPDX-License-Identifier: Apache-2.0
// Shared body of the "copy overlaps kernel" cases: a gate kernel runs in one non-blocking
// stream; a copy in another completes (bounded wait of 10 s) before the kernel ends.
#pragma once

#include <chrono>
#include <functional>
#include <thread>

#include "cudasem/cudasem.h"

namespace {

// The gate (watchdog 20 s) is running before `copy(copy_stream)` enqueues the copy. Records
// "copy_completed_while_kernel_ran" and "event_query"; releases the gate and synchronizes the
// device. A fatal failure returns early: call it in ASSERT_NO_FATAL_FAILURE.
[[maybe_unused]] void copy_while_gate_runs(const std::function<cudaError_t(cudaStream_t)>& copy,
                                           bool* copied_while_kernel_ran) {
  cudasem::Stream kernel_stream(cudaStreamNonBlocking), copy_stream(cudaStreamNonBlocking);
  cudasem::Event copied(cudaEventDisableTiming);
  cudasem::Gate gate;
  gate.launch(kernel_stream);
  gate.arm_watchdog(cudasem::milliseconds(20000));
  ASSERT_TRUE(gate.wait_started());

  CUDASEM_ASSERT_OK(copy(copy_stream));
  CUDASEM_ASSERT_OK(cudaEventRecord(copied, copy_stream));
  cudaError_t query = cudaErrorNotReady;
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
  while ((query = cudaEventQuery(copied)) == cudaErrorNotReady && std::chrono::steady_clock::now() < deadline)
    std::this_thread::sleep_for(std::chrono::microseconds(100));
  *copied_while_kernel_ran = query == cudaSuccess && !gate.finished() && !gate.released();

  cudasem::observe("copy_completed_while_kernel_ran", *copied_while_kernel_ran);
  cudasem::observe("event_query", cudasem::error_text(query));
  gate.release();
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}

}  // namespace
