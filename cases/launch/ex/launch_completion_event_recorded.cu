// SPDX-License-Identifier: Apache-2.0
// cudaLaunchAttributeLaunchCompletionEvent: the event is nominally triggered once all blocks have
// begun, best effort. A one-block kernel holds until the host releases it (bounded, 5 s); the host
// polls the event for up to 1 s and records whether it completed while the kernel still ran.
#include <chrono>
#include <thread>

#include "../launch.h"
#include "cudasem/cudasem.h"

namespace {
__device__ unsigned long long global_ns() {
  unsigned long long t;
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
  return t;
}
__global__ void hold(volatile int* release, volatile int* done) {
  const unsigned long long t0 = global_ns();
  while (!*release && global_ns() - t0 < 5000000000ull) {
  }
  *done = 1;
}
}  // namespace

CUDASEM_CASE(CudaLaunchKernelEx, LaunchCompletionEventRecorded,
    {
        .api = {"cudaLaunchKernelEx"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaLaunchAttributeID (cudaLaunchAttributeLaunchCompletionEvent)",
            .quote =
                "Nominally, the event is triggered once all blocks of the kernel have begun execution. Currently this is a best effort."},
        .claim = cudasem::Claim::hedge,
        .needs = {cudasem::attr("canMapHostMemory") >= 1},
    }) {
  cudasem::Stream stream(cudaStreamNonBlocking);
  cudasem::Event event(cudaEventDisableTiming);
  cudasem::PinnedBuffer<int> flags(2, cudaHostAllocMapped);
  flags[0] = 0;
  flags[1] = 0;
  int* device_flags = nullptr;
  CUDASEM_ASSERT_OK(cudaHostGetDevicePointer(reinterpret_cast<void**>(&device_flags), flags.data(), 0));
  cudaLaunchAttribute attr{};
  attr.id = cudaLaunchAttributeLaunchCompletionEvent;
  attr.val.launchCompletionEvent.event = event;
  attr.val.launchCompletionEvent.flags = 0;
  cudaLaunchConfig_t config = cudasem::launch::make_config(dim3(1), dim3(1), stream, 0, &attr, 1);

  cudaError_t launch = cudaLaunchKernelEx(
      &config, hold, static_cast<volatile int*>(device_flags), static_cast<volatile int*>(device_flags + 1));
  bool completed_while_running = false;
  cudaError_t query = cudaErrorNotReady;
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(1);
  while (launch == cudaSuccess && std::chrono::steady_clock::now() < deadline) {
    query = cudaEventQuery(event);
    if (query != cudaErrorNotReady) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  completed_while_running = query == cudaSuccess && *static_cast<volatile int*>(&flags[1]) == 0;
  *static_cast<volatile int*>(&flags[0]) = 1;
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));
  cudasem::last_error(cudasem::LastError::clear);

  cudasem::observe("launch_error", launch);
  cudasem::observe("last_query", query);
  cudasem::observe("event_completed_while_kernel_ran", completed_while_running);
}
