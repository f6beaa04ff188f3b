// SPDX-License-Identifier: Apache-2.0
// Perf: H2D copy rate from write-combined pinned memory against cacheable pinned memory at
// 1, 16 and 64 MiB, and their ratio (WC / cacheable). "more quickly on some system
// configurations" (the Programming Guide says "up to 40%"): characterized, not asserted.
#include "../perf.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(PerfWriteCombined, H2dRatioToPinned,
    {
        .api = {"cudaHostAlloc"},
        .kind = cudasem::Kind::perf,
        .cite = {.doc = "RT",
            .section = "cudaHostAlloc",
            .quote =
                "WC memory can be transferred across the PCI Express bus more quickly on some system configurations, but cannot be read efficiently by most CPUs."},
        .exclusive = true,
    }) {
  using namespace cudasem::perf;
  const Limits lim = limits();
  const std::size_t max_bytes = std::min(sweep_limit(), std::size_t{64} << 20);
  HostMemory wc(HostKind::write_combined, max_bytes), pinned(HostKind::pinned, max_bytes);
  ASSERT_NE(wc.data(), nullptr);
  ASSERT_NE(pinned.data(), nullptr);
  std::fill_n(static_cast<unsigned char*>(wc.data()), max_bytes, 1);
  std::fill_n(static_cast<unsigned char*>(pinned.data()), max_bytes, 1);
  cudasem::DeviceBuffer<unsigned char> dev(max_bytes);
  cudasem::Stream s(cudaStreamNonBlocking);
  bool ok = true;
  double best_wc = 0, best_pinned = 0;

  for (std::size_t bytes : {std::size_t{1} << 20, std::size_t{16} << 20, max_bytes}) {
    if (bytes > max_bytes) continue;
    const Stats w = h2d_rate(wc.data(), dev.data(), bytes, s, reps_for(bytes), &ok);
    const Stats p = h2d_rate(pinned.data(), dev.data(), bytes, s, reps_for(bytes), &ok);
    CUDASEM_ASSERT_TRUE_NAMED("timed_copies_succeeded", ok) << "a copy or synchronize failed at " << bytes << " bytes";
    record("write_combined.h2d", "GBps", w, bytes);
    record("pinned.h2d", "GBps", p, bytes);
    single("wc_over_pinned.h2d", "x", ratio(w.median, p.median), static_cast<long long>(bytes));
    best_wc = std::max(best_wc, w.median);
    best_pinned = std::max(best_pinned, p.median);
  }
  single("wc_over_pinned.h2d_best", "x", ratio(best_wc, best_pinned));
  record_best("write_combined.h2d", best_wc, lim.pcie_max_GBps);
}
