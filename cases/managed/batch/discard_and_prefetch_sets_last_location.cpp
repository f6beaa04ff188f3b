// SPDX-License-Identifier: Apache-2.0
// cudaMemDiscardAndPrefetchBatchAsync to device 0 is a discard followed by a prefetch: the case
// asserts the prefetch half, the range's LastPrefetchLocation reads 0 afterwards. The discard half
// has no observable promise to check: a discarded range reads "an indeterminate value" until it is
// written or prefetched, and the prefetch that follows undoes the discard (cudaMemDiscardBatchAsync),
// so whether the old contents survived is only measured, never judged.
#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemDiscardAndPrefetchBatchAsync, SetsLastPrefetchLocation,
    {
        .api = {"cudaMemDiscardAndPrefetchBatchAsync"},
        .cite = {.doc = "RT",
            .section = "cudaMemDiscardAndPrefetchBatchAsync",
            .quote =
                "Calling cudaMemDiscardAndPrefetchBatchAsync is semantically equivalent to calling cudaMemDiscardBatchAsync followed by cudaMemPrefetchBatchAsync, but is more optimal."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("concurrentManagedAccess") >= 1},
    }) {
  namespace m = cudasem::managed;
  m::OneRangeBatch batch;
  ASSERT_NE(batch.buffer.data(), nullptr);
  for (std::size_t i = 0; i < batch.buffer.size(); ++i) batch.buffer[i] = 1;
  cudasem::Stream stream(cudaStreamNonBlocking);

  CUDASEM_EXPECT_OK(cudaMemDiscardAndPrefetchBatchAsync(
      batch.ranges, batch.sizes, 1, batch.locations, batch.first_index, 1, 0, stream));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));

  auto last = m::range_int(cudaMemRangeAttributeLastPrefetchLocation, batch.buffer.data(), batch.buffer.bytes());
  cudasem::observe("last_prefetch_location", last.value);
  CUDASEM_EXPECT_OK_OF(cudaMemRangeGetAttribute, last.result);
  CUDASEM_EXPECT_EQ_NAMED("last_prefetch_location.is_device_0", last.value, 0);
  std::size_t kept = 0;  // indeterminate by the text: a measurement
  for (std::size_t i = 0; i < batch.buffer.size(); ++i) kept += batch.buffer[i] == 1 ? 1 : 0;
  cudasem::measure("elements_still_one", static_cast<unsigned long long>(kept));
}
