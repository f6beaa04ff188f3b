// SPDX-License-Identifier: Apache-2.0
// A gate kernel runs in stream A; a pinned H2D copy in stream B completes (its event is
// done) while the gate is still running, so the copy and the kernel overlapped.
#include "cudasem/cudasem.h"

#include <chrono>
#include <thread>

CUDASEM_CASE(CudaMemcpyAsync, PinnedCopyOverlapsKernel, {
    .id = "memcpy.async.pinned_copy_overlaps_kernel",
    .cite = {.doc = "PG", .section = "6.2.8.3 Overlap of Data Transfer and Kernel Execution",
             .quote = "Some devices can perform an asynchronous memory copy to or from the GPU concurrently with kernel execution.",
             .version = "13.0"},
    .needs = {cudasem::attr("asyncEngineCount") >= 1},
}) {
  constexpr std::size_t kCount = (8u << 20) / sizeof(unsigned);
  cudasem::Stream kernel_stream(cudaStreamNonBlocking), copy_stream(cudaStreamNonBlocking);
  cudasem::PinnedBuffer<unsigned> pinned(kCount);
  cudasem::DeviceBuffer<unsigned> device(kCount);
  cudasem::Event copied(cudaEventDisableTiming);
  for (std::size_t i = 0; i < kCount; ++i) pinned[i] = static_cast<unsigned>(i);
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  cudasem::Gate gate;
  gate.launch(kernel_stream);
  ASSERT_TRUE(gate.wait_started()) << "the gate kernel did not start";
  gate.arm_watchdog(std::chrono::milliseconds(10000));

  CUDASEM_EXPECT_OK(cudaMemcpyAsync(device.data(), pinned.data(), pinned.bytes(),
                                    cudaMemcpyHostToDevice, copy_stream));
  CUDASEM_EXPECT_OK(cudaEventRecord(copied, copy_stream));
  cudaError_t query = cudaErrorNotReady;
  while ((query = cudaEventQuery(copied)) == cudaErrorNotReady && !gate.released())
    std::this_thread::sleep_for(std::chrono::microseconds(50));
  const bool gate_running_at_copy_done = query == cudaSuccess && !gate.finished();
  gate.release();

  cudasem::observe("copy_done_while_kernel_running", gate_running_at_copy_done);
  CUDASEM_EXPECT_OK(cudaStreamSynchronize(copy_stream));
  CUDASEM_EXPECT_OK(cudaStreamSynchronize(kernel_stream));
  EXPECT_TRUE(gate_running_at_copy_done);
}
