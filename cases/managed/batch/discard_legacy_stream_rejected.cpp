// SPDX-License-Identifier: Apache-2.0
// cudaMemDiscardBatchAsync must not be given the legacy NULL stream: the call fails.
#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemDiscardBatchAsync, LegacyStreamRejected,
    {
        .api = {"cudaMemDiscardBatchAsync"},
        .cite = {.doc = "RT",
            .section = "cudaMemDiscardBatchAsync",
            .quote = "The stream to enqueue the operations in. Must not be legacy NULL stream."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("concurrentManagedAccess") >= 1},
    }) {
  cudasem::managed::OneRangeBatch batch;
  ASSERT_NE(batch.buffer.data(), nullptr);

  CUDASEM_EXPECT_FAILURE(cudaMemDiscardBatchAsync(batch.ranges, batch.sizes, 1, 0, cudaStreamLegacy));

  cudaDeviceSynchronize();
  cudasem::last_error(cudasem::LastError::clear);
}
