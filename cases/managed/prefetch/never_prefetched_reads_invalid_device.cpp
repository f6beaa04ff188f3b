// SPDX-License-Identifier: Apache-2.0
// A range that was never prefetched reads cudaInvalidDeviceId as its LastPrefetchLocation.
#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemPrefetchAsync, NeverPrefetchedReadsInvalidDevice,
    {
        .api = {"cudaMemRangeGetAttribute"},
        .cite = {.doc = "RT",
            .section = "cudaMemRangeGetAttribute",
            .quote =
                "If any page in the memory range was never explicitly prefetched or if all pages were not prefetched to the same location, cudaInvalidDeviceId will be returned."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("managedMemory") >= 1},
    }) {
  namespace m = cudasem::managed;
  cudasem::ManagedBuffer<unsigned> buffer(1 << 16);
  ASSERT_NE(buffer.data(), nullptr);
  for (std::size_t i = 0; i < buffer.size(); ++i) buffer[i] = static_cast<unsigned>(i);

  auto last = m::range_int(cudaMemRangeAttributeLastPrefetchLocation, buffer.data(), buffer.bytes());

  cudasem::observe("last_prefetch_location", last.value);
  CUDASEM_EXPECT_ERROR_OF(cudaMemRangeGetAttribute, last.result, cudaSuccess);
  CUDASEM_EXPECT_EQ_NAMED("last_prefetch_location.is_invalid", last.value, cudaInvalidDeviceId);
}
