// SPDX-License-Identifier: Apache-2.0
// The first half is prefetched to device 0 and the second half to the host: the whole range
// reads cudaInvalidDeviceId while each half reads its own location.
#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemPrefetchAsync, MixedLocationsReadInvalidDevice,
    {
        .api = {"cudaMemRangeGetAttribute"},
        .cite = {.doc = "RT",
            .section = "cudaMemRangeGetAttribute",
            .quote =
                "If any page in the memory range was never explicitly prefetched or if all pages were not prefetched to the same location, cudaInvalidDeviceId will be returned."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("concurrentManagedAccess") >= 1},
    }) {
  namespace m = cudasem::managed;
  cudasem::ManagedBuffer<unsigned char> buffer(2 << 20);  // two 1 MiB halves, page aligned
  ASSERT_NE(buffer.data(), nullptr);
  const std::size_t half = buffer.bytes() / 2;
  cudasem::Stream stream(cudaStreamNonBlocking);

  CUDASEM_EXPECT_OK(cudaMemPrefetchAsync(buffer.data(), half, m::device_location(0), 0, stream));
  CUDASEM_EXPECT_OK(cudaMemPrefetchAsync(buffer.data() + half, half, m::host_location(), 0, stream));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));

  auto whole = m::range_int(cudaMemRangeAttributeLastPrefetchLocation, buffer.data(), buffer.bytes());
  auto first = m::range_int(cudaMemRangeAttributeLastPrefetchLocation, buffer.data(), half);
  auto second = m::range_int(cudaMemRangeAttributeLastPrefetchLocation, buffer.data() + half, half);
  cudasem::observe("whole_range", whole.value);
  cudasem::observe("first_half", first.value);
  cudasem::observe("second_half", second.value);
  CUDASEM_EXPECT_ERROR_OF(cudaMemRangeGetAttribute, whole.result, cudaSuccess);
  CUDASEM_EXPECT_EQ_NAMED("last_prefetch_location.whole_range_invalid", whole.value, cudaInvalidDeviceId);
  CUDASEM_EXPECT_EQ_NAMED("last_prefetch_location.first_half_device_0", first.value, 0);
  CUDASEM_EXPECT_EQ_NAMED("last_prefetch_location.second_half_cpu", second.value, cudaCpuDeviceId);
}
