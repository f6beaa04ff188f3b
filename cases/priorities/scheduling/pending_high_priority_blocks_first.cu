// SPDX-License-Identifier: Apache-2.0
// Block dispatch order between a low-priority grid queued first and a high-priority grid
// queued after it, both pending behind an occupier grid that fills every SM. The kernels
// are the measurement: each block takes a ticket when it starts. Priorities are a hint, so
// the order is recorded, never asserted.
#include <algorithm>
#include <chrono>
#include <thread>
#include <vector>

#include "cudasem/cudasem.h"

namespace {

__device__ unsigned long long global_ns() {
  unsigned long long t;
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
  return t;
}

// Every block stays resident until the host releases it (bounded by limit_ns).
__global__ void occupy(volatile int* release, volatile int* started, unsigned long long limit_ns) {
  if (threadIdx.x == 0) {
    started[blockIdx.x] = 1;
    __threadfence_system();
    const unsigned long long t0 = global_ns();
    while (!*release && global_ns() - t0 < limit_ns) {
    }
  }
  __syncthreads();
}

// Each block takes a ticket when it starts, then stays a few microseconds.
__global__ void take_ticket(unsigned* counter, unsigned* tickets) {
  if (threadIdx.x == 0) {
    tickets[blockIdx.x] = atomicAdd(counter, 1u);
    const unsigned long long t0 = global_ns();
    while (global_ns() - t0 < 5000) {
    }
  }
  __syncthreads();
}

}  // namespace

CUDASEM_CASE(StreamPriorityScheduling, PendingHighPriorityBlocksFirst,
    {
        .api = {"cudaStreamCreateWithPriority"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 6.2.8.5.7. Stream Priorities",
            .quote =
                "When selecting work to launch, pending tasks in higher-priority streams take precedence over those in lower-priority streams."},
        .claim = cudasem::Claim::hedge,
        .needs = {cudasem::attr("streamPrioritiesSupported") >= 1, cudasem::attr("canMapHostMemory") >= 1},
        .exclusive = true,
    }) {
  int least = 0, greatest = 0, sms = 0, per_sm = 0;
  CUDASEM_ASSERT_OK(cudaDeviceGetStreamPriorityRange(&least, &greatest));
  if (greatest >= least) GTEST_SKIP() << "one priority level only: [" << greatest << ", " << least << "]";
  CUDASEM_ASSERT_OK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
  CUDASEM_ASSERT_OK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, occupy, 1024, 0));
  CUDASEM_ASSERT_TRUE_NAMED("blocks_per_sm.positive", per_sm > 0);
  const int occupier_blocks = sms * per_sm, grid_blocks = sms * 8;
  cudasem::Stream occupier_stream(cudaStreamNonBlocking, least);
  cudasem::Stream low(cudaStreamNonBlocking, least), high(cudaStreamNonBlocking, greatest);
  cudasem::PinnedBuffer<int> release(1, cudaHostAllocMapped);
  cudasem::PinnedBuffer<int> started(occupier_blocks, cudaHostAllocMapped);
  std::fill(started.data(), started.data() + occupier_blocks, 0);
  *release.data() = 0;
  int *release_dev = nullptr, *started_dev = nullptr;
  CUDASEM_ASSERT_OK(cudaHostGetDevicePointer(reinterpret_cast<void**>(&release_dev), release.data(), 0));
  CUDASEM_ASSERT_OK(cudaHostGetDevicePointer(reinterpret_cast<void**>(&started_dev), started.data(), 0));
  cudasem::DeviceBuffer<unsigned> counter(1), low_tickets(grid_blocks), high_tickets(grid_blocks);
  CUDASEM_ASSERT_OK(cudaMemset(counter.data(), 0, counter.bytes()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());  // the legacy-stream memset, before the non-blocking streams

  occupy<<<occupier_blocks, 1024, 0, occupier_stream>>>(release_dev, started_dev, 10'000'000'000ull);
  {
    cudasem::CheckLabel label("occupier");
    CUDASEM_ASSERT_OK_OF(cudaLaunchKernel, cudaGetLastError());
  }
  bool all_resident = false;
  for (auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(5);
      !all_resident && std::chrono::steady_clock::now() < deadline;) {
    all_resident = std::all_of(started.data(), started.data() + occupier_blocks,
        [](const int& v) { return *const_cast<volatile const int*>(&v) != 0; });
    if (!all_resident) std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  take_ticket<<<grid_blocks, 128, 0, low>>>(counter.data(), low_tickets.data());
  cudaError_t low_launch = cudaGetLastError();
  take_ticket<<<grid_blocks, 128, 0, high>>>(counter.data(), high_tickets.data());
  cudaError_t high_launch = cudaGetLastError();
  std::this_thread::sleep_for(std::chrono::milliseconds(20));  // let both grids reach the device
  *const_cast<volatile int*>(release.data()) = 1;
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  {
    cudasem::CheckLabel label("low_grid");
    CUDASEM_ASSERT_OK_OF(cudaLaunchKernel, low_launch);
  }
  {
    cudasem::CheckLabel label("high_grid");
    CUDASEM_ASSERT_OK_OF(cudaLaunchKernel, high_launch);
  }

  std::vector<unsigned> lo(grid_blocks), hi(grid_blocks);
  CUDASEM_ASSERT_OK(cudaMemcpy(lo.data(), low_tickets.data(), low_tickets.bytes(), cudaMemcpyDeviceToHost));
  CUDASEM_ASSERT_OK(cudaMemcpy(hi.data(), high_tickets.data(), high_tickets.bytes(), cudaMemcpyDeviceToHost));
  const unsigned first_low = *std::min_element(lo.begin(), lo.end());
  const long high_before_first_low = std::count_if(hi.begin(), hi.end(), [&](unsigned t) { return t < first_low; });
  double mean_high = 0, mean_low = 0;
  for (int i = 0; i < grid_blocks; ++i) {
    mean_high += hi[i];
    mean_low += lo[i];
  }
  cudasem::observe("high_block_started_before_low_grid", high_before_first_low > 0);
  cudasem::measure("high_blocks_before_first_low_block", static_cast<std::int64_t>(high_before_first_low));
  cudasem::environment("blocks_per_grid", grid_blocks);
  cudasem::measure("mean_ticket_high", mean_high / grid_blocks);
  cudasem::measure("mean_ticket_low", mean_low / grid_blocks);
  cudasem::observe("occupier_all_resident", all_resident);
  cudasem::environment("priority_range", "[" + std::to_string(greatest) + ", " + std::to_string(least) + "]");
}
