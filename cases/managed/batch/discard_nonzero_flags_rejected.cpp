// SPDX-License-Identifier: Apache-2.0
// The flags of cudaMemDiscardBatchAsync are reserved and must be zero: flags 1: what it returns is
// recorded.
// The cited text names no failure (a caller requirement): the returned code is recorded.
#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemDiscardBatchAsync, NonzeroFlagsRejected,
    {
        .api = {"cudaMemDiscardBatchAsync"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMemDiscardBatchAsync",
            .quote = "Flags reserved for future use. Must be zero."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::attr("concurrentManagedAccess") >= 1},
    }) {
  cudasem::managed::OneRangeBatch batch;
  ASSERT_NE(batch.buffer.data(), nullptr);
  cudasem::Stream stream(cudaStreamNonBlocking);

  cudasem::observe(
      "cudaMemDiscardBatchAsync_result", cudaMemDiscardBatchAsync(batch.ranges, batch.sizes, 1, 1ull, stream));

  cudaStreamSynchronize(stream);
  cudasem::last_error(cudasem::LastError::clear);
}
