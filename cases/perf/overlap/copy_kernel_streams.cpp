// SPDX-License-Identifier: Apache-2.0
// Perf: 12 chunks, each an H2D copy, a kernel as long as one chunk's copy and a D2H copy, issued
// round-robin over 1, 2 and 3 streams: wall time per stream count and the speedup over one
// stream, beside asyncEngineCount (the ideal is about min(streams, 1 + engines)). "may overlap":
// recorded, not asserted (concurrency itself is asserted by the concurrency cases).
#include "../perf.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(PerfOverlap, CopyKernelStreams,
    {
        .api = {"cudaMemcpyAsync"},
        .kind = cudasem::Kind::perf,
        .cite = {.doc = "RT",
            .section = "cudaMemcpyAsync",
            .quote =
                "If kind is cudaMemcpyHostToDevice or cudaMemcpyDeviceToHost and the stream is non-zero, the copy may overlap with operations in other streams."},
        .needs = {cudasem::attr("asyncEngineCount") >= 1},
        .exclusive = true,
    }) {
  using namespace cudasem::perf;
  constexpr int kChunks = 12;
  const std::size_t chunk = std::min(sweep_limit() / kChunks, std::size_t{8} << 20);
  const std::size_t total = chunk * kChunks;
  int dev = 0, engines = 0;
  CUDASEM_ASSERT_OK(cudaGetDevice(&dev));
  CUDASEM_ASSERT_OK(cudaDeviceGetAttribute(&engines, cudaDevAttrAsyncEngineCount, dev));
  fact("async_engine_count", "count", engines);
  single("chunk.bytes", "count", chunk);  // a share of the free memory
  cudasem::PinnedBuffer<unsigned char> in(total), out(total);
  cudasem::DeviceBuffer<unsigned char> d_in(total), d_out(total);
  ASSERT_NE(in.data(), nullptr);
  ASSERT_NE(out.data(), nullptr);
  std::fill_n(in.data(), total, 1);
  cudasem::Stream streams[3] = {cudasem::Stream(cudaStreamNonBlocking), cudasem::Stream(cudaStreamNonBlocking),
      cudasem::Stream(cudaStreamNonBlocking)};
  bool ok = true;
  // The kernel lasts as long as one chunk's H2D copy.
  const Stats copy = stats_of(time_host(1, 5, [&] {
    ok &= cudaMemcpyAsync(d_in.data(), in.data(), chunk, cudaMemcpyHostToDevice, streams[0]) == cudaSuccess;
    ok &= cudaStreamSynchronize(streams[0]) == cudaSuccess;
  }));
  const auto kernel_ns = static_cast<unsigned long long>(copy.median * 1e9);
  single("kernel", "us", kernel_ns / 1e3);

  double serial = 0;
  for (int n = 1; n <= 3; ++n) {
    auto t = time_host(1, 3, [&] {
      for (int c = 0; c < kChunks; ++c) {
        cudaStream_t s = streams[c % n];
        const std::size_t off = c * chunk;
        ok &= cudaMemcpyAsync(d_in.data() + off, in.data() + off, chunk, cudaMemcpyHostToDevice, s) == cudaSuccess;
        ok &= cudasem::kernels::launch_spin(s, kernel_ns) == cudaSuccess;
        ok &= cudaMemcpyAsync(out.data() + off, d_out.data() + off, chunk, cudaMemcpyDeviceToHost, s) == cudaSuccess;
      }
      for (int i = 0; i < n; ++i) ok &= cudaStreamSynchronize(streams[i]) == cudaSuccess;
    });
    CUDASEM_ASSERT_TRUE_NAMED("timed_copies_and_launches_succeeded", ok)
        << "a copy, launch or synchronize failed with " << n << " streams";
    const Stats ms = stats_of(scaled(t, 1e3));
    record("overlap", "ms", ms, static_cast<std::size_t>(n));
    if (n == 1) serial = ms.median;
    single("overlap_speedup", "x", ratio(serial, ms.median), static_cast<long long>(n));
    const int ideal = std::min(n, 1 + std::min(engines, 2));  // H2D, kernel and D2H at once at best
    fact("overlap_ideal", "x", static_cast<double>(ideal), static_cast<long long>(n));
  }
}
