// SPDX-License-Identifier: Apache-2.0
// A kernel writes managed memory, the main thread synchronizes, and a second host thread (started
// after the synchronization) reads exactly the kernel's values.
#include "../managed.h"
#include "cudasem/cudasem.h"

#include <thread>

CUDASEM_CASE(ManagedVisibility, KernelWriteSeenByOtherHostThread,
    {
        .api = {"cudaMallocManaged"},
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 24.1. Unified Memory Introduction",
            .quote =
                "Note that the physical location of data is invisible to a program and may be changed at any time, but accesses to the data’s virtual address will remain valid and coherent from any processor regardless of locality."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("managedMemory") >= 1},
    }) {
  namespace m = cudasem::managed;
  constexpr std::size_t kCount = 1 << 16;
  cudasem::ManagedBuffer<unsigned> buffer(kCount);
  ASSERT_NE(buffer.data(), nullptr);
  CUDASEM_ASSERT_OK(cudasem::kernels::launch_iota(nullptr, buffer.data(), kCount, 1000));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  std::size_t bad = kCount;

  std::thread reader([&] {
    bad = m::mismatches(buffer.data(), kCount, [](std::size_t i) { return 1000u + static_cast<unsigned>(i); });
  });
  reader.join();

  CUDASEM_EXPECT_EQ_NAMED("mismatches_seen_by_other_thread", bad, 0u);
}
