// SPDX-License-Identifier: Apache-2.0
// Managed memory prefetched to device 0, used there, prefetched to device 1, used there, and
// prefetched back to the host: LastPrefetchLocation follows each prefetch and the data is intact.
#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(ManagedMultiGpu, PrefetchToEachDeviceInTurn,
    {
        .api = {"cudaMemRangeGetAttribute"},
        .cite = {.doc = "RT",
            .section = "cudaMemRangeGetAttribute",
            .quote =
                "The result returned will be the last location to which all pages in the memory range were prefetched explicitly via cudaMemPrefetchAsync."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::gpus(2), cudasem::attr("concurrentManagedAccess") >= 1},
        .exclusive = true,
    }) {
  namespace m = cudasem::managed;
  constexpr std::size_t kQuarter = 1 << 16;
  m::with_managed_on_two_gpus(3 * kQuarter, [&](cudasem::ManagedBuffer<unsigned>& buffer) {
    for (std::size_t i = 0; i < kQuarter; ++i) buffer[i] = static_cast<unsigned>(i * 13 + 5);
    CUDASEM_ASSERT_OK(cudaSetDevice(1));
    cudasem::Stream stream_1(cudaStreamNonBlocking);
    CUDASEM_ASSERT_OK(cudaSetDevice(0));
    cudasem::Stream stream_0(cudaStreamNonBlocking);
    const cudaStream_t streams[2] = {stream_0, stream_1};
    int last_seen[2] = {-12345, -12345};

    for (int device = 0; device < 2; ++device) {
      CUDASEM_ASSERT_OK(cudaSetDevice(device));
      CUDASEM_EXPECT_OK(
          cudaMemPrefetchAsync(buffer.data(), buffer.bytes(), m::device_location(device), 0, streams[device]));
      CUDASEM_EXPECT_OK(cudaStreamSynchronize(streams[device]));
      last_seen[device] = m::range_int(cudaMemRangeAttributeLastPrefetchLocation, buffer.data(), buffer.bytes()).value;
      // device 0 copies quarter 0 into quarter 1, device 1 copies quarter 1 into quarter 2
      CUDASEM_EXPECT_OK(cudasem::kernels::launch_copy(
          streams[device], buffer.data() + (device + 1) * kQuarter, buffer.data() + device * kQuarter, kQuarter));
      CUDASEM_EXPECT_OK(cudaStreamSynchronize(streams[device]));
    }
    CUDASEM_EXPECT_OK(cudaMemPrefetchAsync(buffer.data(), buffer.bytes(), m::host_location(), 0, streams[1]));
    CUDASEM_EXPECT_OK(cudaStreamSynchronize(streams[1]));
    const int last_host = m::range_int(cudaMemRangeAttributeLastPrefetchLocation, buffer.data(), buffer.bytes()).value;

    std::size_t bad = m::mismatches(
        buffer.data() + 2 * kQuarter, kQuarter, [](std::size_t i) { return static_cast<unsigned>(i * 13 + 5); });
    CUDASEM_EXPECT_EQ_NAMED("last_prefetch_after_device_0", last_seen[0], 0);
    CUDASEM_EXPECT_EQ_NAMED("last_prefetch_after_device_1", last_seen[1], 1);
    CUDASEM_EXPECT_EQ_NAMED("last_prefetch_after_host", last_host, cudaCpuDeviceId);
    CUDASEM_EXPECT_EQ_NAMED("mismatched_elements", bad, 0u);
    CUDASEM_EXPECT_OK(cudaSetDevice(0));
  });
}
