// SPDX-License-Identifier: Apache-2.0
// Perf: cudaMemcpyPeerAsync between devices 0 and 1 with peer access enabled, over a size sweep
// 4 KiB..1 GiB (GPU time between events): 0 -> 1 in a device-0 stream, 1 -> 0 in a device-1
// stream, and both at once (the rate counts the bytes of both); each direction's best median
// against the peer path's limit (NVLink where NVML says the pair's peer traffic uses it: active
// links x per-link rate; else the PCIe link), bidirectional against twice that. Recorded, not
// asserted.
#include "../perf.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(PerfPeer, MemcpyPeerBandwidthSweep,
    {
        .api = {"cudaMemcpyPeerAsync"},
        .kind = cudasem::Kind::perf,
        .cite = {.doc = "RT",
            .section = "cudaMemcpyPeerAsync",
            .quote = "Copies memory from one device to memory on another device."},
        .needs = {cudasem::gpus(2)},
        .exclusive = true,
    }) {
  using namespace cudasem::perf;
  int access_01 = 0, access_10 = 0;
  CUDASEM_ASSERT_OK(cudaDeviceCanAccessPeer(&access_01, 0, 1));
  CUDASEM_ASSERT_OK(cudaDeviceCanAccessPeer(&access_10, 1, 0));
  cudasem::environment("can_access_peer_0_to_1", access_01);
  cudasem::environment("can_access_peer_1_to_0", access_10);
  if (access_01 != 1 || access_10 != 1)
    GTEST_SKIP() << "requires peer access between devices 0 and 1: cudaDeviceCanAccessPeer(0, 1) = " << access_01
                 << ", cudaDeviceCanAccessPeer(1, 0) = " << access_10;

  CUDASEM_ASSERT_OK(cudaSetDevice(1));
  const std::size_t max_1 = sweep_limit();
  CUDASEM_ASSERT_OK(cudaDeviceEnablePeerAccess(0, 0));
  cudasem::Stream s1(cudaStreamNonBlocking);
  cudasem::Event join(cudaEventDisableTiming);
  CUDASEM_ASSERT_OK(cudaSetDevice(0));
  const Limits lim = limits();  // device 0's PCIe link and memory
  const double limit = peer_limit(0, 1, lim);
  const std::size_t max_bytes = std::min(sweep_limit(), max_1);
  single("sweep.max_bytes", "count", max_bytes);  // a share of the free memory of both devices
  CUDASEM_ASSERT_OK(cudaDeviceEnablePeerAccess(1, 0));
  cudasem::Stream s0(cudaStreamNonBlocking);
  cudasem::Event fork(cudaEventDisableTiming);
  cudasem::DeviceBuffer<unsigned char> src0(max_bytes), dst0(max_bytes);
  ASSERT_NE(src0.data(), nullptr);
  ASSERT_NE(dst0.data(), nullptr);
  CUDASEM_ASSERT_OK(cudaMemset(src0.data(), 1, max_bytes));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  CUDASEM_ASSERT_OK(cudaSetDevice(1));
  cudasem::DeviceBuffer<unsigned char> src1(max_bytes), dst1(max_bytes);
  ASSERT_NE(src1.data(), nullptr);
  ASSERT_NE(dst1.data(), nullptr);
  CUDASEM_ASSERT_OK(cudaMemset(src1.data(), 2, max_bytes));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());

  bool ok = true;
  double best_01 = 0, best_10 = 0, best_bidir = 0;
  for (std::size_t bytes : sweep_sizes(max_bytes)) {
    const int reps = reps_for(bytes);
    CUDASEM_ASSERT_OK(cudaSetDevice(1));  // the events of a stream are of its device
    auto t10 = time_events(s1, 1, reps, &ok,
        [&](cudaStream_t st) { ok &= cudaMemcpyPeerAsync(dst0.data(), 0, src1.data(), 1, bytes, st) == cudaSuccess; });
    CUDASEM_ASSERT_OK(cudaSetDevice(0));
    auto t01 = time_events(s0, 1, reps, &ok,
        [&](cudaStream_t st) { ok &= cudaMemcpyPeerAsync(dst1.data(), 1, src0.data(), 0, bytes, st) == cudaSuccess; });
    auto both = time_events(s0, 1, reps, &ok, [&](cudaStream_t st) {  // s1 runs between fork and join
      ok &= cudaEventRecord(fork, st) == cudaSuccess;
      ok &= cudaStreamWaitEvent(s1, fork, 0) == cudaSuccess;
      ok &= cudaMemcpyPeerAsync(dst1.data(), 1, src0.data(), 0, bytes, st) == cudaSuccess;
      ok &= cudaMemcpyPeerAsync(dst0.data(), 0, src1.data(), 1, bytes, s1) == cudaSuccess;
      ok &= cudaEventRecord(join, s1) == cudaSuccess;
      ok &= cudaStreamWaitEvent(st, join, 0) == cudaSuccess;
    });
    CUDASEM_ASSERT_TRUE_NAMED("timed_peer_copies_succeeded", ok)
        << "a copy or event call failed at " << bytes << " bytes: " << cudasem::error_text(cudaGetLastError());
    const Stats a = stats_of(rates_GBps(bytes, t01)), b = stats_of(rates_GBps(bytes, t10)),
                c = stats_of(rates_GBps(2.0 * bytes, both));
    const auto at = static_cast<long long>(bytes);
    record("peer.d0_to_d1", "GBps", a, at);
    record("peer.d1_to_d0", "GBps", b, at);
    record("peer.bidir", "GBps", c, at);
    best_01 = std::max(best_01, a.median);
    best_10 = std::max(best_10, b.median);
    best_bidir = std::max(best_bidir, c.median);
  }
  record_best("peer.d0_to_d1", best_01, limit);
  record_best("peer.d1_to_d0", best_10, limit);
  record_best("peer.bidir", best_bidir, 2 * limit);
}
