// SPDX-License-Identifier: Apache-2.0
// cudaMemDiscardBatchAsync must not be given the legacy NULL stream: what it returns is recorded.
// The cited text names no failure (a caller requirement): the returned code is recorded.
#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemDiscardBatchAsync, LegacyStreamRejected,
    {
        .api = {"cudaMemDiscardBatchAsync"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMemDiscardBatchAsync",
            .quote = "The stream to enqueue the operations in. Must not be legacy NULL stream."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::attr("concurrentManagedAccess") >= 1},
    }) {
  cudasem::managed::OneRangeBatch batch;
  ASSERT_NE(batch.buffer.data(), nullptr);

  cudasem::observe(
      "cudaMemDiscardBatchAsync_result", cudaMemDiscardBatchAsync(batch.ranges, batch.sizes, 1, 0, cudaStreamLegacy));

  cudaDeviceSynchronize();
  cudasem::last_error(cudasem::LastError::clear);
}
