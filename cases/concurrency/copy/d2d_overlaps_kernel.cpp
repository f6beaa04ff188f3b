// SPDX-License-Identifier: Apache-2.0
// A gate kernel runs in one stream; a 64 MiB device-to-device copy in another stream completes
// before it ends.
#include <chrono>
#include <thread>

#include "cudasem/cudasem.h"

CUDASEM_CASE(CopyKernelOverlap, D2DOverlapsKernel, {
    .id = "concurrency.copy.d2d_overlaps_kernel",
    .cite = {.doc = "PG", .section = "Overlap of Data Transfer and Kernel Execution",
             .quote = "It is also possible to perform an intra-device copy simultaneously with kernel execution (on devices that support the concurrentKernels device property)",
             .version = "13.0"},
    .needs = {cudasem::attr("concurrentKernels") >= 1},
}) {
  cudasem::Stream kernel_stream(cudaStreamNonBlocking), copy_stream(cudaStreamNonBlocking);
  cudasem::Event copied(cudaEventDisableTiming);
  cudasem::DeviceBuffer<unsigned char> src(64 << 20), dst(64 << 20);
  cudasem::Gate gate;
  gate.launch(kernel_stream);
  gate.arm_watchdog(cudasem::milliseconds(20000));
  ASSERT_TRUE(gate.wait_started());

  CUDASEM_ASSERT_OK(cudaMemcpyAsync(dst.data(), src.data(), src.bytes(), cudaMemcpyDeviceToDevice, copy_stream));
  CUDASEM_ASSERT_OK(cudaEventRecord(copied, copy_stream));
  cudaError_t query = cudaErrorNotReady;
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
  while ((query = cudaEventQuery(copied)) == cudaErrorNotReady && std::chrono::steady_clock::now() < deadline)
    std::this_thread::sleep_for(std::chrono::microseconds(100));
  const bool copied_while_kernel_ran = query == cudaSuccess && !gate.finished() && !gate.released();

  cudasem::observe("copy_completed_while_kernel_ran", copied_while_kernel_ran);
  cudasem::observe("event_query", cudasem::error_text(query));
  gate.release();
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
  EXPECT_TRUE(copied_while_kernel_ran);
}
