// SPDX-License-Identifier: Apache-2.0
// Perf: device-memory bandwidth seen by kernels (16-byte reads, writes and copies over a size
// sweep 4 KiB..1 GiB; GPU time between events; GB/s of bytes moved, a copy counting both), the
// best at sizes beyond 4x the L2 cache against 2 x peak memory clock x bus width. Not asserted.
#include "../perf.h"
#include "../perf_kernels.cuh"
#include "cudasem/cudasem.h"

CUDASEM_CASE(PerfDeviceMemory, KernelBandwidth,
    {
        .api = {"cudaLaunchKernel"},
        .kind = cudasem::Kind::perf,
        .cite = {.doc = "RT",
            .section = "cudaDeviceAttr (cudaDevAttrGlobalMemoryBusWidth)",
            .quote = "Global memory bus width in bits"},
        .exclusive = true,
    }) {
  using namespace cudasem::perf;
  const Limits lim = limits();
  int dev_id = 0, l2 = 0;
  CUDASEM_ASSERT_OK(cudaGetDevice(&dev_id));
  CUDASEM_ASSERT_OK(cudaDeviceGetAttribute(&l2, cudaDevAttrL2CacheSize, dev_id));
  const std::size_t max_bytes = sweep_limit();
  cudasem::DeviceBuffer<unsigned char> a(max_bytes), b(max_bytes);
  cudasem::DeviceBuffer<unsigned> sink(1);
  ASSERT_NE(a.data(), nullptr);
  ASSERT_NE(b.data(), nullptr);
  CUDASEM_ASSERT_OK(cudaMemset(a.data(), 1, max_bytes));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());  // the legacy-stream memset is done before other streams run
  cudasem::Stream s(cudaStreamNonBlocking);
  bool ok = true;
  double best_read = 0, best_write = 0, best_copy = 0;

  const std::vector<std::size_t> sizes = sweep_sizes(max_bytes);
  // The best counts sizes beyond the L2 cache (and the largest size where none is).
  auto beyond_l2 = [&](std::size_t bytes) {
    return bytes >= 4 * static_cast<std::size_t>(l2) || bytes == sizes.back();
  };
  for (std::size_t bytes : sizes) {
    const int reps = reps_for(bytes);
    auto rd = time_events(
        s, 1, reps, &ok, [&](cudaStream_t st) { ok &= launch_read(st, a.data(), bytes, sink.data()) == cudaSuccess; });
    auto wr = time_events(
        s, 1, reps, &ok, [&](cudaStream_t st) { ok &= launch_write(st, b.data(), bytes, 7u) == cudaSuccess; });
    auto cp = time_events(
        s, 1, reps, &ok, [&](cudaStream_t st) { ok &= launch_copy(st, b.data(), a.data(), bytes) == cudaSuccess; });
    CUDASEM_ASSERT_TRUE_NAMED("timed_launches_succeeded", ok)
        << "a launch or event call failed at " << bytes << " bytes";
    const Stats r = stats_of(rates_GBps(bytes, rd)), w = stats_of(rates_GBps(bytes, wr)),
                c = stats_of(rates_GBps(2.0 * bytes, cp));
    record("device.kernel_read", "GBps", r, bytes);
    record("device.kernel_write", "GBps", w, bytes);
    record("device.kernel_copy", "GBps", c, bytes);
    if (beyond_l2(bytes)) {
      best_read = std::max(best_read, r.median);
      best_write = std::max(best_write, w.median);
      best_copy = std::max(best_copy, c.median);
    }
  }
  record_best("device.kernel_read", best_read, lim.dram_GBps);
  record_best("device.kernel_write", best_write, lim.dram_GBps);
  record_best("device.kernel_copy", best_copy, lim.dram_GBps);
}
