// SPDX-License-Identifier: Apache-2.0
// Data prefetched to device 0 gets SetAccessedBy(device 1): the AccessedBy list reads
// {1, cudaInvalidDeviceId, cudaInvalidDeviceId}, and a kernel on device 1 sums the data correctly.
#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(ManagedMultiGpu, AccessedByPeerDevice,
    {
        .api = {"cudaMemRangeGetAttribute"},
        .cite = {.doc = "RT",
            .section = "cudaMemRangeGetAttribute",
            .quote =
                "The result returned will be a list of device ids that had cudaMemAdviceSetAccessedBy set for that entire memory range."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::gpus(2), cudasem::attr("concurrentManagedAccess") >= 1},
        .exclusive = true,
    }) {
  namespace m = cudasem::managed;
  constexpr std::size_t kCount = 1 << 16;
  m::with_managed_on_two_gpus(kCount, [&](cudasem::ManagedBuffer<unsigned>& buffer) {
    for (std::size_t i = 0; i < kCount; ++i) buffer[i] = 2;
    CUDASEM_ASSERT_OK(cudaMemPrefetchAsync(buffer.data(), buffer.bytes(), m::device_location(0), 0, nullptr));
    CUDASEM_ASSERT_OK(cudaDeviceSynchronize());

    CUDASEM_EXPECT_OK(cudaMemAdvise(buffer.data(), buffer.bytes(), cudaMemAdviseSetAccessedBy, m::device_location(1)));

    auto list = m::accessed_by(buffer.data(), buffer.bytes(), 3);
    CUDASEM_ASSERT_OK(cudaSetDevice(1));
    unsigned long long seen = 0;
    {
      cudasem::DeviceBuffer<unsigned long long> sum(1);
      CUDASEM_EXPECT_OK(cudaMemset(sum.data(), 0, sum.bytes()));
      CUDASEM_EXPECT_OK(cudasem::kernels::launch_sum(nullptr, buffer.data(), kCount, sum.data()));
      CUDASEM_EXPECT_OK(cudaMemcpy(&seen, sum.data(), sizeof seen, cudaMemcpyDeviceToHost));
    }
    CUDASEM_ASSERT_OK(cudaSetDevice(0));
    cudasem::observe("accessed_by", m::list_text(list.devices));
    cudasem::observe("sum_on_device_1", seen);
    CUDASEM_EXPECT_OK_OF(cudaMemRangeGetAttribute, list.result);
    CUDASEM_EXPECT_EQ_NAMED("accessed_by.lists_device_1", m::list_text(list.devices),
        m::list_text({1, cudaInvalidDeviceId, cudaInvalidDeviceId}));
    CUDASEM_EXPECT_EQ_NAMED("sum_on_device_1.matches_host_fill", seen, 2ull * kCount);
  });
}
