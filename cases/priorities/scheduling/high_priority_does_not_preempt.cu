// SPDX-License-Identifier: Apache-2.0
// Whether a high-priority kernel starts while a low-priority grid holds every SM. The
// docs say priorities do not preempt running work; the observation is recorded, since the
// only evidence is a bounded wait that could also end for other reasons.
#include <algorithm>
#include <chrono>
#include <thread>

#include "cudasem/cudasem.h"

namespace {

__device__ unsigned long long now_ns() {
  unsigned long long t;
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
  return t;
}

__global__ void hold_all_sms(volatile int* release, volatile int* started, unsigned long long limit_ns) {
  if (threadIdx.x == 0) {
    started[blockIdx.x] = 1;
    __threadfence_system();
    const unsigned long long t0 = now_ns();
    while (!*release && now_ns() - t0 < limit_ns) {
    }
  }
  __syncthreads();
}

__global__ void mark_started(volatile int* flag) {
  *flag = 1;
  __threadfence_system();
}

}  // namespace

CUDASEM_CASE(StreamPriorityScheduling, HighPriorityDoesNotPreempt,
    {
        .api = {"cudaStreamCreateWithPriority"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaStreamCreateWithPriority",
            .quote =
                "Priorities provide a hint to preferentially run work with higher priority when possible, but do not preempt already-running work"},
        .claim = cudasem::Claim::hedge,
        .needs = {cudasem::attr("streamPrioritiesSupported") >= 1, cudasem::attr("canMapHostMemory") >= 1},
        .exclusive = true,
    }) {
  int least = 0, greatest = 0, sms = 0, per_sm = 0;
  CUDASEM_ASSERT_OK(cudaDeviceGetStreamPriorityRange(&least, &greatest));
  if (greatest >= least) GTEST_SKIP() << "one priority level only: [" << greatest << ", " << least << "]";
  CUDASEM_ASSERT_OK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
  CUDASEM_ASSERT_OK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, hold_all_sms, 1024, 0));
  CUDASEM_ASSERT_TRUE_NAMED("blocks_per_sm.positive", per_sm > 0);
  const int blocks = sms * per_sm;
  cudasem::Stream low(cudaStreamNonBlocking, least), high(cudaStreamNonBlocking, greatest);
  cudasem::PinnedBuffer<int> release(1, cudaHostAllocMapped), high_started(1, cudaHostAllocMapped);
  cudasem::PinnedBuffer<int> started(blocks, cudaHostAllocMapped);
  std::fill(started.data(), started.data() + blocks, 0);
  *release.data() = 0;
  *high_started.data() = 0;
  int *release_dev = nullptr, *started_dev = nullptr, *high_dev = nullptr;
  CUDASEM_ASSERT_OK(cudaHostGetDevicePointer(reinterpret_cast<void**>(&release_dev), release.data(), 0));
  CUDASEM_ASSERT_OK(cudaHostGetDevicePointer(reinterpret_cast<void**>(&started_dev), started.data(), 0));
  CUDASEM_ASSERT_OK(cudaHostGetDevicePointer(reinterpret_cast<void**>(&high_dev), high_started.data(), 0));
  auto all_resident = [&] {
    return std::all_of(started.data(), started.data() + blocks,
        [](const int& v) { return *const_cast<volatile const int*>(&v) != 0; });
  };
  auto high_ran = [&] { return *const_cast<volatile int*>(high_started.data()) != 0; };

  hold_all_sms<<<blocks, 1024, 0, low>>>(release_dev, started_dev, 10'000'000'000ull);
  {
    cudasem::CheckLabel label("low_grid");
    CUDASEM_ASSERT_OK_OF(cudaLaunchKernel, cudaGetLastError());
  }
  auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(5);
  while (!all_resident() && std::chrono::steady_clock::now() < deadline)
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  const bool resident = all_resident();
  mark_started<<<1, 1, 0, high>>>(high_dev);
  cudaError_t high_launch = cudaGetLastError();
  deadline = std::chrono::steady_clock::now() + std::chrono::seconds(1);
  while (!high_ran() && std::chrono::steady_clock::now() < deadline)
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  const bool ran_while_held = high_ran();
  *const_cast<volatile int*>(release.data()) = 1;
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());

  cudasem::observe("high_priority_ran_while_low_grid_held_all_sms", ran_while_held);
  cudasem::observe("low_grid_all_resident", resident);
  cudasem::environment("low_grid_blocks", blocks);
  {
    cudasem::CheckLabel label("high_kernel");
    CUDASEM_EXPECT_OK_OF(cudaLaunchKernel, high_launch);
  }
  CUDASEM_EXPECT_TRUE_NAMED("high_kernel.ran_after_release", high_ran());
}
