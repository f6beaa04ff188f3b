// SPDX-License-Identifier: Apache-2.0
// A discard is undone by writing: after cudaMemDiscardBatchAsync, a kernel in the same stream
// fills the range and the host reads the filled values after synchronizing.
#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemDiscardBatchAsync, DiscardThenWriteVisible,
    {
        .api = {"cudaMemDiscardBatchAsync"},
        .cite = {.doc = "RT",
            .section = "cudaMemDiscardBatchAsync",
            .quote =
                "This operation can be undone on any part of the range by either writing to it or prefetching it via cudaMemPrefetchAsync or cudaMemPrefetchBatchAsync."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("concurrentManagedAccess") >= 1},
    }) {
  namespace m = cudasem::managed;
  m::OneRangeBatch batch(1 << 18);
  ASSERT_NE(batch.buffer.data(), nullptr);
  for (std::size_t i = 0; i < batch.buffer.size(); ++i) batch.buffer[i] = 1;
  cudasem::Stream stream(cudaStreamNonBlocking);

  CUDASEM_EXPECT_OK(cudaMemDiscardBatchAsync(batch.ranges, batch.sizes, 1, 0, stream));
  CUDASEM_EXPECT_OK(cudasem::kernels::launch_fill(stream, batch.buffer.data(), batch.buffer.size(), 0xd15ca4d));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));

  std::size_t bad = m::mismatches(batch.buffer.data(), batch.buffer.size(), [](std::size_t) { return 0xd15ca4du; });
  CUDASEM_EXPECT_EQ_NAMED("mismatched_elements", bad, 0u);
}
