// SPDX-License-Identifier: Apache-2.0
// cudaMemDiscardAndPrefetchBatchAsync must not be given the legacy NULL stream: what it returns is
// recorded.
// The cited text names no failure (a caller requirement): the returned code is recorded.
#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemDiscardAndPrefetchBatchAsync, LegacyStreamRejected,
    {
        .api = {"cudaMemDiscardAndPrefetchBatchAsync"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMemDiscardAndPrefetchBatchAsync",
            .quote = "The stream to enqueue the operations in. Must not be legacy NULL stream."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::attr("concurrentManagedAccess") >= 1},
    }) {
  namespace m = cudasem::managed;
  m::OneRangeBatch batch;
  ASSERT_NE(batch.buffer.data(), nullptr);

  cudasem::observe(
      "cudaMemDiscardAndPrefetchBatchAsync_result", cudaMemDiscardAndPrefetchBatchAsync(batch.ranges, batch.sizes, 1,
                                                        batch.locations, batch.first_index, 1, 0, cudaStreamLegacy));

  cudaDeviceSynchronize();
  cudasem::last_error(cudasem::LastError::clear);
}
