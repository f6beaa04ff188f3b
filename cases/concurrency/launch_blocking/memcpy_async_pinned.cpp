// SPDX-License-Identifier: Apache-2.0
// The PG names only kernel launches. A gate kernel cannot hold the stream here (its launch
// would block), so a host function that waits for a flag holds it; records whether a pinned
// D2H cudaMemcpyAsync behind it returned before the flag was set (meaningful only when the
// host-function launch itself returned before it).
#include <atomic>
#include <chrono>
#include <thread>

#include "cudasem/cudasem.h"

namespace {
struct Hold {
  std::atomic<bool> release{false};
};
void hold_stream(void* p) {
  auto* hold = static_cast<Hold*>(p);
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(20);
  while (!hold->release.load() && std::chrono::steady_clock::now() < deadline)
    std::this_thread::sleep_for(std::chrono::microseconds(100));
}
}  // namespace

CUDASEM_CASE(CudaLaunchBlocking, MemcpyAsyncPinned,
    {
        .api = {"cudaLaunchHostFunc", "cudaMemcpyAsync"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "PG",
            .section =
                "CUDA C++ Programming Guide (legacy, 13.0) 6.2.8.1. Concurrent Execution between Host and Device",
            .quote =
                "Programmers can globally disable asynchronicity of kernel launches ... by setting the CUDA_LAUNCH_BLOCKING environment variable to 1."},
        .claim = cudasem::Claim::hedge,
        .env = {"CUDA_LAUNCH_BLOCKING=1"},
    }) {
  cudasem::Stream stream(cudaStreamNonBlocking);
  cudasem::PinnedBuffer<unsigned char> host(1 << 20);
  cudasem::DeviceBuffer<unsigned char> device(host.size());
  CUDASEM_ASSERT_OK(cudasem::zero_fill(device));
  Hold hold;
  std::thread releaser([&] {
    std::this_thread::sleep_for(std::chrono::milliseconds(500));
    hold.release = true;
  });
  CUDASEM_EXPECT_OK(cudaLaunchHostFunc(stream, hold_stream, &hold));
  const bool host_func_returned_before_release = !hold.release.load();

  CUDASEM_EXPECT_OK(cudaMemcpyAsync(host.data(), device.data(), host.bytes(), cudaMemcpyDeviceToHost, stream));
  const bool returned_before_release = !hold.release.load();

  cudasem::observe("memcpy_async_returned_before_release", returned_before_release);
  cudasem::observe("host_func_launch_returned_before_release", host_func_returned_before_release);
  releaser.join();
  CUDASEM_EXPECT_OK(cudaStreamSynchronize(stream));
}
