// SPDX-License-Identifier: Apache-2.0
// Perf: a kernel reading mapped pinned (zero-copy) host memory, 16-byte loads over a size sweep
// 4 KiB..256 MiB (GPU time between events; min/median/max GB/s), its best against the PCIe link.
// Every access crosses the bus: recorded, not asserted (the text promises no rate).
#include "../perf.h"
#include "../perf_kernels.cuh"
#include "cudasem/cudasem.h"

CUDASEM_CASE(PerfZeroCopy, KernelReadBandwidth,
    {
        .api = {"cudaHostAlloc"},
        .kind = cudasem::Kind::perf,
        .cite = {.doc = "RT",
            .section = "cudaHostAlloc",
            .quote = "cudaHostAllocMapped: Maps the allocation into the CUDA address space."},
        .needs = {cudasem::attr("canMapHostMemory") >= 1},
        .exclusive = true,
    }) {
  using namespace cudasem::perf;
  const Limits lim = limits();
  const std::size_t max_bytes = std::min(sweep_limit(), std::size_t{256} << 20);
  cudasem::PinnedBuffer<unsigned char> host(max_bytes, cudaHostAllocMapped);
  ASSERT_NE(host.data(), nullptr);
  std::fill_n(host.data(), max_bytes, 1);
  void* mapped = nullptr;
  CUDASEM_ASSERT_OK(cudaHostGetDevicePointer(&mapped, host.data(), 0));
  cudasem::DeviceBuffer<unsigned> sink(1);
  cudasem::Stream s(cudaStreamNonBlocking);
  bool ok = true;
  double best = 0;

  for (std::size_t bytes : sweep_sizes(max_bytes)) {
    auto t = time_events(s, 1, reps_for(bytes), &ok,
        [&](cudaStream_t st) { ok &= launch_read(st, mapped, bytes, sink.data()) == cudaSuccess; });
    CUDASEM_ASSERT_TRUE_NAMED("timed_launches_succeeded", ok)
        << "a launch, record or synchronize failed at " << bytes << " bytes";
    const Stats r = stats_of(rates_GBps(bytes, t));
    record("zero_copy.kernel_read", "GBps", r, bytes);
    best = std::max(best, r.median);
  }
  record_best("zero_copy.kernel_read", best, lim.pcie_max_GBps);
}
