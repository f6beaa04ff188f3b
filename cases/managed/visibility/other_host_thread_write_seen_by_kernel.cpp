// SPDX-License-Identifier: Apache-2.0
// A second host thread writes managed memory and is joined; a kernel launched afterwards by the
// main thread sums exactly the values that thread wrote.
#include "../managed.h"
#include "cudasem/cudasem.h"

#include <thread>

CUDASEM_CASE(ManagedVisibility, OtherHostThreadWriteSeenByKernel,
    {
        .api = {"cudaMallocManaged"},
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 24.1. Unified Memory Introduction",
            .quote =
                "Note that the physical location of data is invisible to a program and may be changed at any time, but accesses to the data’s virtual address will remain valid and coherent from any processor regardless of locality."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("managedMemory") >= 1},
    }) {
  constexpr std::size_t kCount = 1 << 16;
  cudasem::ManagedBuffer<unsigned> buffer(kCount);
  cudasem::DeviceBuffer<unsigned long long> sum(1);
  ASSERT_NE(buffer.data(), nullptr);
  CUDASEM_ASSERT_OK(cudaMemset(sum.data(), 0, sum.bytes()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());

  std::thread writer([&] {
    for (std::size_t i = 0; i < kCount; ++i) buffer[i] = static_cast<unsigned>(i % 7);
  });
  writer.join();
  CUDASEM_EXPECT_OK(cudasem::kernels::launch_sum(nullptr, buffer.data(), kCount, sum.data()));
  unsigned long long seen = 0;
  CUDASEM_EXPECT_OK(cudaMemcpy(&seen, sum.data(), sizeof seen, cudaMemcpyDeviceToHost));

  unsigned long long expected = 0;
  for (std::size_t i = 0; i < kCount; ++i) expected += i % 7;
  cudasem::observe("kernel_sum", seen);
  CUDASEM_EXPECT_EQ_NAMED("expected_sum", expected, seen);
}
