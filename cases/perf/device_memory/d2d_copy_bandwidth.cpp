// SPDX-License-Identifier: Apache-2.0
// Perf: device-to-device cudaMemcpyAsync over a size sweep 4 KiB..1 GiB (GPU time between
// events; GB/s counting the bytes read and written), the best at sizes beyond 4x the L2 cache
// against the device-memory limit (2 x peak memory clock x bus width). Recorded, not asserted.
#include "../perf.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(PerfDeviceMemory, D2dCopyBandwidth,
    {
        .api = {"cudaMemcpyAsync"},
        .kind = cudasem::Kind::perf,
        .cite = {.doc = "RT",
            .section = "cudaDeviceAttr (cudaDevAttrMemoryClockRate)",
            .quote = "Peak memory clock frequency in kilohertz"},
        .exclusive = true,
    }) {
  using namespace cudasem::perf;
  const Limits lim = limits();
  int dev_id = 0, l2 = 0;
  CUDASEM_ASSERT_OK(cudaGetDevice(&dev_id));
  CUDASEM_ASSERT_OK(cudaDeviceGetAttribute(&l2, cudaDevAttrL2CacheSize, dev_id));
  fact("l2_cache.bytes", "count", l2);
  const std::size_t max_bytes = sweep_limit();
  cudasem::DeviceBuffer<unsigned char> a(max_bytes), b(max_bytes);
  ASSERT_NE(a.data(), nullptr);
  ASSERT_NE(b.data(), nullptr);
  CUDASEM_ASSERT_OK(cudaMemset(a.data(), 1, max_bytes));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());  // the legacy-stream memset is done before other streams run
  cudasem::Stream s(cudaStreamNonBlocking);
  bool ok = true;
  double best = 0;

  const std::vector<std::size_t> sizes = sweep_sizes(max_bytes);
  // The best counts sizes beyond the L2 cache (and the largest size where none is).
  auto beyond_l2 = [&](std::size_t bytes) {
    return bytes >= 4 * static_cast<std::size_t>(l2) || bytes == sizes.back();
  };
  for (std::size_t bytes : sizes) {
    auto t = time_events(s, 1, reps_for(bytes), &ok, [&](cudaStream_t st) {
      ok &= cudaMemcpyAsync(b.data(), a.data(), bytes, cudaMemcpyDeviceToDevice, st) == cudaSuccess;
    });
    CUDASEM_ASSERT_TRUE_NAMED("timed_copies_succeeded", ok) << "a copy or event call failed at " << bytes << " bytes";
    const Stats r = stats_of(rates_GBps(2.0 * bytes, t));
    record("d2d", "GBps", r, bytes);
    if (beyond_l2(bytes)) best = std::max(best, r.median);
  }
  record_best("d2d", best, lim.dram_GBps);
}
