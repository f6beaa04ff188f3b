// SPDX-License-Identifier: Apache-2.0
// Perf: pinned against pageable host memory at 1 MiB and 64 MiB, H2D and D2H: the ratio of the
// median rates (pinned / pageable). "can be ... much higher": recorded, not asserted.
#include "../perf.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(PerfTransfer, PinnedOverPageableRatio,
    {
        .api = {"cudaHostAlloc"},
        .kind = cudasem::Kind::perf,
        .cite = {.doc = "RT",
            .section = "cudaMallocHost",
            .quote =
                "Since the memory can be accessed directly by the device, it can be read or written with much higher bandwidth than pageable memory obtained with functions such as malloc()."},
        .exclusive = true,
    }) {
  using namespace cudasem::perf;
  const std::size_t max_bytes = std::min(sweep_limit(), std::size_t{64} << 20);
  HostMemory pinned(HostKind::pinned, max_bytes), pageable(HostKind::pageable, max_bytes);
  ASSERT_NE(pinned.data(), nullptr);
  ASSERT_NE(pageable.data(), nullptr);
  std::fill_n(static_cast<unsigned char*>(pinned.data()), max_bytes, 1);
  std::fill_n(static_cast<unsigned char*>(pageable.data()), max_bytes, 1);
  cudasem::DeviceBuffer<unsigned char> dev(max_bytes);
  cudasem::Stream s(cudaStreamNonBlocking);
  bool ok = true;

  for (std::size_t bytes : {std::size_t{1} << 20, max_bytes}) {
    if (bytes > max_bytes) continue;
    const int reps = reps_for(bytes);
    auto rate = [&](void* host, cudaMemcpyKind kind) {
      auto t = time_host(1, reps, [&] {
        void* dst = kind == cudaMemcpyHostToDevice ? static_cast<void*>(dev.data()) : host;
        const void* src = kind == cudaMemcpyHostToDevice ? host : static_cast<const void*>(dev.data());
        ok &= cudaMemcpyAsync(dst, src, bytes, kind, s) == cudaSuccess;
        ok &= cudaStreamSynchronize(s) == cudaSuccess;
      });
      return stats_of(rates_GBps(bytes, t));
    };
    const Stats pin_h2d = rate(pinned.data(), cudaMemcpyHostToDevice);
    const Stats page_h2d = rate(pageable.data(), cudaMemcpyHostToDevice);
    const Stats pin_d2h = rate(pinned.data(), cudaMemcpyDeviceToHost);
    const Stats page_d2h = rate(pageable.data(), cudaMemcpyDeviceToHost);
    CUDASEM_ASSERT_TRUE_NAMED("timed_copies_succeeded", ok) << "a copy or synchronize failed at " << bytes << " bytes";
    record("pinned.h2d", "GBps", pin_h2d, bytes);
    record("pageable.h2d", "GBps", page_h2d, bytes);
    record("pinned.d2h", "GBps", pin_d2h, bytes);
    record("pageable.d2h", "GBps", page_d2h, bytes);
    single("pinned_over_pageable.h2d", "x", ratio(pin_h2d.median, page_h2d.median), static_cast<long long>(bytes));
    single("pinned_over_pageable.d2h", "x", ratio(pin_d2h.median, page_d2h.median), static_cast<long long>(bytes));
  }
}
