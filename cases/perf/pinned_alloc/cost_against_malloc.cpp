// SPDX-License-Identifier: Apache-2.0
// Perf: the cost of cudaHostAlloc + cudaFreeHost against allocating pageable memory, touching
// it first (one write per page) and freeing it, and of cudaHostRegister + cudaHostUnregister of
// touched memory, per size (64 KiB..256 MiB; min/median/max microseconds) and the pinned /
// pageable ratio. The pageable side is mmap + munmap (what malloc does for large sizes), so every
// repeat touches fresh pages. Not asserted.
#include <sys/mman.h>

#include "../perf.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(PerfPinnedAlloc, CostAgainstMalloc,
    {
        .api = {"cudaHostAlloc"},
        .kind = cudasem::Kind::perf,
        .cite = {.doc = "RT",
            .section = "cudaHostAlloc",
            .quote =
                "As a result, this function is best used sparingly to allocate staging areas for data exchange between host and device."},
        .exclusive = true,
    }) {
  using namespace cudasem::perf;
  const std::size_t page = static_cast<std::size_t>(sysconf(_SC_PAGESIZE));
  const std::size_t limit = std::min(sweep_limit(), std::size_t{256} << 20);
  bool ok = true;
  CUDASEM_ASSERT_OK(cudaFree(nullptr));  // the context exists before the first timed call

  for (std::size_t bytes = std::size_t{64} << 10; bytes <= limit; bytes *= 16) {
    const int reps = bytes >= (std::size_t{256} << 20) ? 3 : 5;
    auto pinned = time_host(1, reps, [&] {
      void* p = nullptr;
      ok &= cudaHostAlloc(&p, bytes, cudaHostAllocDefault) == cudaSuccess;
      ok &= cudaFreeHost(p) == cudaSuccess;
    });
    auto plain = time_host(1, reps, [&] {
      void* m = mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
      ok &= m != MAP_FAILED;
      if (m == MAP_FAILED) return;
      auto* p = static_cast<volatile unsigned char*>(m);
      for (std::size_t i = 0; i < bytes; i += page) p[i] = 1;
      ok &= munmap(m, bytes) == 0;
    });
    cudasem::PageableBuffer<unsigned char> touched(bytes);
    ASSERT_NE(touched.data(), nullptr);
    for (std::size_t i = 0; i < bytes; i += page) touched[i] = 1;
    auto reg = time_host(1, reps, [&] {
      ok &= cudaHostRegister(touched.data(), bytes, cudaHostRegisterDefault) == cudaSuccess;
      ok &= cudaHostUnregister(touched.data()) == cudaSuccess;
    });
    CUDASEM_ASSERT_TRUE_NAMED("timed_allocations_succeeded", ok)
        << "an allocation, registration or free failed at " << bytes << " bytes";
    const Stats a = stats_of(scaled(pinned, 1e6)), b = stats_of(scaled(plain, 1e6)), c = stats_of(scaled(reg, 1e6));
    record("host_alloc_free", "us", a, bytes);
    record("pageable_alloc_touch_free", "us", b, bytes);
    record("host_register_unregister", "us", c, bytes);
    single("pinned_over_pageable", "x", ratio(a.median, b.median), static_cast<long long>(bytes));
  }
}
