// SPDX-License-Identifier: Apache-2.0
// After cudaMemPrefetchAsync to device 0 (location form) and a sync, LastPrefetchLocation reads 0.
#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemPrefetchAsync, DeviceSetsLastPrefetchLocation,
    {
        .api = {"cudaMemRangeGetAttribute"},
        .cite = {.doc = "RT",
            .section = "cudaMemRangeGetAttribute",
            .quote =
                "The result returned will be the last location to which all pages in the memory range were prefetched explicitly via cudaMemPrefetchAsync."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("concurrentManagedAccess") >= 1},
    }) {
  namespace m = cudasem::managed;
  cudasem::ManagedBuffer<unsigned> buffer(1 << 18);  // 1 MiB
  ASSERT_NE(buffer.data(), nullptr);
  cudasem::Stream stream(cudaStreamNonBlocking);

  CUDASEM_EXPECT_OK(cudaMemPrefetchAsync(buffer.data(), buffer.bytes(), m::device_location(0), 0, stream));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));

  auto last = m::range_int(cudaMemRangeAttributeLastPrefetchLocation, buffer.data(), buffer.bytes());
  cudasem::observe("last_prefetch_location", last.value);
  CUDASEM_EXPECT_ERROR_OF(cudaMemRangeGetAttribute, last.result, cudaSuccess);
  CUDASEM_EXPECT_EQ_NAMED("last_prefetch_location.is_device_0", last.value, 0);
}
