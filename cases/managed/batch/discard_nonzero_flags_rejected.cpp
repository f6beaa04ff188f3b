// SPDX-License-Identifier: Apache-2.0
// The flags of cudaMemDiscardBatchAsync are reserved and must be zero: flags 1 must fail.
#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemDiscardBatchAsync, NonzeroFlagsRejected,
    {
        .api = {"cudaMemDiscardBatchAsync"},
        .cite = {.doc = "RT",
            .section = "cudaMemDiscardBatchAsync",
            .quote = "Flags reserved for future use. Must be zero."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("concurrentManagedAccess") >= 1},
    }) {
  cudasem::managed::OneRangeBatch batch;
  ASSERT_NE(batch.buffer.data(), nullptr);
  cudasem::Stream stream(cudaStreamNonBlocking);

  CUDASEM_EXPECT_FAILURE(cudaMemDiscardBatchAsync(batch.ranges, batch.sizes, 1, 1ull, stream));

  cudaStreamSynchronize(stream);
  cudasem::last_error(cudasem::LastError::clear);
}
