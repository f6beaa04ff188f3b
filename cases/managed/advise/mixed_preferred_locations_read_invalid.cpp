// SPDX-License-Identifier: Apache-2.0
// The first half prefers device 0, the second half the host: the whole range reads
// cudaInvalidDeviceId while each half reads its own preferred location.
#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemAdvise, MixedPreferredLocationsReadInvalid,
    {
        .api = {"cudaMemRangeGetAttribute"},
        .cite = {.doc = "RT",
            .section = "cudaMemRangeGetAttribute",
            .quote =
                "or it will be cudaInvalidDeviceId if either all the pages don't have the same preferred location or some of the pages don't have a preferred location at all."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("concurrentManagedAccess") >= 1},
    }) {
  namespace m = cudasem::managed;
  cudasem::ManagedBuffer<unsigned char> buffer(2 << 20);
  ASSERT_NE(buffer.data(), nullptr);
  const std::size_t half = buffer.bytes() / 2;

  CUDASEM_EXPECT_OK(cudaMemAdvise(buffer.data(), half, cudaMemAdviseSetPreferredLocation, m::device_location(0)));
  CUDASEM_EXPECT_OK(cudaMemAdvise(buffer.data() + half, half, cudaMemAdviseSetPreferredLocation, m::host_location()));

  auto whole = m::range_int(cudaMemRangeAttributePreferredLocation, buffer.data(), buffer.bytes());
  auto first = m::range_int(cudaMemRangeAttributePreferredLocation, buffer.data(), half);
  auto second = m::range_int(cudaMemRangeAttributePreferredLocation, buffer.data() + half, half);
  cudasem::observe("whole_range", whole.value);
  cudasem::observe("first_half", first.value);
  cudasem::observe("second_half", second.value);
  CUDASEM_EXPECT_ERROR_OF(cudaMemRangeGetAttribute, whole.result, cudaSuccess);
  CUDASEM_EXPECT_EQ_NAMED("preferred_location.whole_range_invalid", whole.value, cudaInvalidDeviceId);
  CUDASEM_EXPECT_EQ_NAMED("preferred_location.first_half_device_0", first.value, 0);
  CUDASEM_EXPECT_EQ_NAMED("preferred_location.second_half_cpu", second.value, cudaCpuDeviceId);
}
