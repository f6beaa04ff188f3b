// SPDX-License-Identifier: Apache-2.0
// Characterization: with concurrentManagedAccess, a kernel writes a managed flag (with a system
// fence) and keeps running until the host releases it; records whether the host saw the flag
// while the kernel was still running, and how long the host polled.
#include "../managed.h"
#include "cudasem/cudasem.h"

#include <chrono>
#include <thread>

namespace {
__global__ void publish_then_wait(volatile unsigned* managed_flag, volatile int* release, unsigned long long limit_ns) {
  *managed_flag = 1;
  __threadfence_system();
  unsigned long long start = 0, now = 0;
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(start));
  do {
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(now));
  } while (*release == 0 && now - start < limit_ns);
}
}  // namespace

CUDASEM_CASE(ManagedVisibility, KernelWriteSeenByHostWhileKernelRuns,
    {
        .api = {"cudaMallocManaged"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 24.1. Unified Memory Introduction",
            .quote = "Concurrent access to the unified memory pool from all processors in the system."},
        .claim = cudasem::Claim::hedge,
        .needs = {cudasem::attr("concurrentManagedAccess") >= 1, cudasem::attr("canMapHostMemory") >= 1},
    }) {
  cudasem::ManagedBuffer<unsigned> flag(1);
  cudasem::PinnedBuffer<int> release(1, cudaHostAllocMapped);
  ASSERT_NE(flag.data(), nullptr);
  ASSERT_NE(release.data(), nullptr);
  flag[0] = 0;
  release[0] = 0;
  cudasem::Stream stream(cudaStreamNonBlocking);

  publish_then_wait<<<1, 1, 0, stream>>>(flag.data(), release.data(), 10'000'000'000ull);
  CUDASEM_ASSERT_OK(cudaGetLastError());
  const auto start = std::chrono::steady_clock::now();
  bool seen = false;
  while (std::chrono::steady_clock::now() - start < std::chrono::seconds(5)) {
    if (*static_cast<volatile unsigned*>(flag.data()) == 1) {
      seen = true;
      break;
    }
    std::this_thread::yield();
  }
  const double polled_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  const bool kernel_still_running = cudaStreamQuery(stream) == cudaErrorNotReady;
  *static_cast<volatile int*>(release.data()) = 1;
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));

  cudasem::observe("host_saw_flag", seen);
  cudasem::observe("kernel_running_after_poll", kernel_still_running);
  cudasem::measure("polled_ms", polled_ms);
}
