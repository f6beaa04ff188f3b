// SPDX-License-Identifier: Apache-2.0
// Perf: how fast the host reads and writes write-combined pinned memory, against cacheable
// pinned and pageable memory (GB/s; reads 1 MiB, writes 16 MiB), and the WC / cacheable
// ratios. "cannot be read efficiently by most CPUs": characterized, not asserted.
#include <cstring>

#include "../perf.h"
#include "cudasem/cudasem.h"

namespace {

// Sums the buffer 8 bytes at a time through a volatile pointer (every word is loaded).
unsigned long long host_read(const void* p, std::size_t bytes) {
  const volatile unsigned long long* w = static_cast<const volatile unsigned long long*>(p);
  unsigned long long acc = 0;
  for (std::size_t i = 0; i < bytes / 8; ++i) acc += w[i];
  return acc;
}

}  // namespace

CUDASEM_CASE(PerfWriteCombined, HostReadWriteRates,
    {
        .api = {"cudaHostAlloc"},
        .kind = cudasem::Kind::perf,
        .cite = {.doc = "RT",
            .section = "cudaHostAlloc",
            .quote =
                "WC memory is a good option for buffers that will be written by the CPU and read by the device via mapped pinned memory or host->device transfers."},
        .exclusive = true,
    }) {
  using namespace cudasem::perf;
  constexpr std::size_t kRead = std::size_t{1} << 20, kWrite = std::size_t{16} << 20;
  HostMemory wc(HostKind::write_combined, kWrite), pinned(HostKind::pinned, kWrite),
      pageable(HostKind::pageable, kWrite);
  ASSERT_NE(wc.data(), nullptr);
  ASSERT_NE(pinned.data(), nullptr);
  ASSERT_NE(pageable.data(), nullptr);
  volatile unsigned long long sink = 0;

  struct Buf {
    const char* name;
    void* p;
  };
  double read_rate[3] = {0, 0, 0}, write_rate[3] = {0, 0, 0};
  const Buf kinds[] = {{"write_combined", wc.data()}, {"pinned", pinned.data()}, {"pageable", pageable.data()}};
  for (int k = 0; k < 3; ++k) {
    auto writes = time_host(1, 5, [&] { std::memset(kinds[k].p, k + 1, kWrite); });
    auto reads = time_host(1, 3, [&] { sink = sink + host_read(kinds[k].p, kRead); });
    const Stats w = stats_of(rates_GBps(kWrite, writes)), r = stats_of(rates_GBps(kRead, reads));
    record(std::string("host_write.") + kinds[k].name, "GBps", w);
    record(std::string("host_read.") + kinds[k].name, "GBps", r);
    write_rate[k] = w.median;
    read_rate[k] = r.median;
  }
  single("wc_over_pinned.host_read", "x", ratio(read_rate[0], read_rate[1]));
  single("wc_over_pinned.host_write", "x", ratio(write_rate[0], write_rate[1]));
  CUDASEM_EXPECT_TRUE_NAMED("wc_host_read_timed", read_rate[0] > 0.0)
      << "no host read of WC memory was timed (harness error)";
}
