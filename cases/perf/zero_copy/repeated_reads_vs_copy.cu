// SPDX-License-Identifier: Apache-2.0
// Perf: k kernel reads (k = 1, 2, 4, 8) of 64 MiB of mapped pinned memory against one H2D copy
// into device memory plus k device reads (GPU time between events), their ratio per k and the
// smallest k from which the copy wins. Mapped memory is not cached on the device, so each read
// crosses the bus again; recorded, not asserted (the text promises no rate).
#include "../perf.h"
#include "../perf_kernels.cuh"
#include "cudasem/cudasem.h"

CUDASEM_CASE(PerfZeroCopy, RepeatedReadsVsCopy,
    {
        .api = {"cudaHostAlloc"},
        .kind = cudasem::Kind::perf,
        .cite = {.doc = "RT",
            .section = "cudaHostAlloc",
            .quote = "The device pointer to the memory may be obtained by calling cudaHostGetDevicePointer()."},
        .needs = {cudasem::attr("canMapHostMemory") >= 1},
        .exclusive = true,
    }) {
  using namespace cudasem::perf;
  const std::size_t bytes = std::min(sweep_limit(), std::size_t{64} << 20);
  cudasem::PinnedBuffer<unsigned char> host(bytes, cudaHostAllocMapped);
  ASSERT_NE(host.data(), nullptr);
  std::fill_n(host.data(), bytes, 1);
  void* mapped = nullptr;
  CUDASEM_ASSERT_OK(cudaHostGetDevicePointer(&mapped, host.data(), 0));
  cudasem::DeviceBuffer<unsigned char> dev(bytes);
  cudasem::DeviceBuffer<unsigned> sink(1);
  cudasem::Stream s(cudaStreamNonBlocking);
  single("buffer.bytes", "count", bytes);  // a share of the free memory
  bool ok = true;
  int crossover = 0;

  for (int k : {1, 2, 4, 8}) {
    auto zero_copy = time_events(s, 1, 3, &ok, [&](cudaStream_t st) {
      for (int i = 0; i < k; ++i) ok &= launch_read(st, mapped, bytes, sink.data()) == cudaSuccess;
    });
    auto copy_then_read = time_events(s, 1, 3, &ok, [&](cudaStream_t st) {
      ok &= cudaMemcpyAsync(dev.data(), host.data(), bytes, cudaMemcpyHostToDevice, st) == cudaSuccess;
      for (int i = 0; i < k; ++i) ok &= launch_read(st, dev.data(), bytes, sink.data()) == cudaSuccess;
    });
    CUDASEM_ASSERT_TRUE_NAMED("timed_copies_and_reads_succeeded", ok)
        << "a copy, launch or event call failed at k=" << k;
    const Stats a = stats_of(scaled(zero_copy, 1e3)), b = stats_of(scaled(copy_then_read, 1e3));
    record("zero_copy_reads", "ms", a, static_cast<std::size_t>(k));
    record("copy_then_device_reads", "ms", b, static_cast<std::size_t>(k));
    single("zero_copy_over_copy", "x", ratio(a.median, b.median), static_cast<long long>(k));
    if (crossover == 0 && b.median < a.median) crossover = k;
  }
  single("crossover_k", "count", crossover);
}
