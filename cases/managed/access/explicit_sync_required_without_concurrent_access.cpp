// SPDX-License-Identifier: Apache-2.0
// Without concurrentManagedAccess, GPU activity is judged logically: a helper sees (through mapped
// pinned memory) that its kernel has finished, touches managed memory without any synchronizing
// call, and must die of SIGSEGV.
#include "../managed.h"
#include "cudasem/cudasem.h"

#include <chrono>
#include <csignal>
#include <thread>

CUDASEM_HELPER(managed_touch_after_kernel_without_sync) {
  void* managed = nullptr;
  unsigned* flag = nullptr;
  if (cudaMallocManaged(&managed, 4096) != cudaSuccess) return 2;
  if (cudaHostAlloc(reinterpret_cast<void**>(&flag), sizeof(unsigned), cudaHostAllocMapped) != cudaSuccess) return 2;
  *flag = 0;
  if (cudaDeviceSynchronize() != cudaSuccess) return 3;
  if (cudasem::kernels::launch_write(nullptr, flag, 1) != cudaSuccess) return 4;
  const auto limit = std::chrono::steady_clock::now() + std::chrono::seconds(10);
  while (*static_cast<volatile unsigned*>(flag) != 1) {
    if (std::chrono::steady_clock::now() > limit) return 5;
    std::this_thread::yield();
  }
  *static_cast<volatile unsigned*>(managed) = 20;  // expected to fault here
  cudaDeviceSynchronize();
  return 0;
}

CUDASEM_CASE(ManagedHostAccess, ExplicitSyncRequiredWithoutConcurrentAccess,
    {
        .api = {"cudaMallocManaged"},
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 24.3.2.4.1. GPU Exclusive Access To Managed Memory",
            .quote =
                "The mere potential for concurrent CPU and GPU access is sufficient for a process-level exception to be raised."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("managedMemory") >= 1, cudasem::attr("concurrentManagedAccess") == 0,
            cudasem::attr("canMapHostMemory") >= 1, cudasem::linux_os()},
        .timeout_s = 120,
    }) {
  cudasem::HelperRun r = cudasem::run_helper("managed_touch_after_kernel_without_sync", {}, std::chrono::seconds(60));

  CUDASEM_ASSERT_TRUE_NAMED("helper.started", r.started) << r.error;
  CUDASEM_ASSERT_TRUE_NAMED("helper.finished", r.finished) << "the helper did not exit within 60 s";
  CUDASEM_EXPECT_EQ_NAMED("helper_exit_code", r.exit_code, 128 + SIGSEGV)
      << "expected the helper to die of SIGSEGV at the host access";
}
