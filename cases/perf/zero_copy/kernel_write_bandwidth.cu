// SPDX-License-Identifier: Apache-2.0
// Perf: a kernel writing mapped pinned (zero-copy) host memory, 16-byte stores over a size sweep
// 4 KiB..256 MiB (GPU time between events; min/median/max GB/s), its best against the PCIe link.
// Recorded, not asserted (the text promises no rate).
#include "../perf.h"
#include "../perf_kernels.cuh"
#include "cudasem/cudasem.h"

CUDASEM_CASE(PerfZeroCopy, KernelWriteBandwidth,
    {
        .api = {"cudaHostGetDevicePointer"},
        .kind = cudasem::Kind::perf,
        .cite = {.doc = "RT",
            .section = "cudaHostGetDevicePointer",
            .quote =
                "Passes back the device pointer corresponding to the mapped, pinned host buffer allocated by cudaHostAlloc() or registered by cudaHostRegister()."},
        .needs = {cudasem::attr("canMapHostMemory") >= 1},
        .exclusive = true,
    }) {
  using namespace cudasem::perf;
  const Limits lim = limits();
  const std::size_t max_bytes = std::min(sweep_limit(), std::size_t{256} << 20);
  cudasem::PinnedBuffer<unsigned char> host(max_bytes, cudaHostAllocMapped);
  ASSERT_NE(host.data(), nullptr);
  std::fill_n(host.data(), max_bytes, 0);
  void* mapped = nullptr;
  CUDASEM_ASSERT_OK(cudaHostGetDevicePointer(&mapped, host.data(), 0));
  cudasem::Stream s(cudaStreamNonBlocking);
  bool ok = true;
  double best = 0;

  for (std::size_t bytes : sweep_sizes(max_bytes)) {
    auto t = time_events(s, 1, reps_for(bytes), &ok,
        [&](cudaStream_t st) { ok &= launch_write(st, mapped, bytes, 0x5a5a5a5au) == cudaSuccess; });
    CUDASEM_ASSERT_TRUE_NAMED("timed_launches_succeeded", ok)
        << "a launch, record or synchronize failed at " << bytes << " bytes";
    const Stats r = stats_of(rates_GBps(bytes, t));
    record("zero_copy.kernel_write", "GBps", r, bytes);
    best = std::max(best, r.median);
  }
  record_best("zero_copy.kernel_write", best, lim.pcie_max_GBps);
  // The last store landed in host memory (a wrong pointer would make every rate meaningless).
  const unsigned* words = reinterpret_cast<const unsigned*>(host.data());
  CUDASEM_EXPECT_TRUE_NAMED("last_word_written", words[0] == 0x5a5a5a5au)
      << "the kernel's stores did not reach host memory (harness error)";
}
