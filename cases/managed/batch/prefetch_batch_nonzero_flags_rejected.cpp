// SPDX-License-Identifier: Apache-2.0
// The flags of cudaMemPrefetchBatchAsync are reserved and must be zero: flags 1 must fail.
#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemPrefetchBatchAsync, NonzeroFlagsRejected,
    {
        .api = {"cudaMemPrefetchBatchAsync"},
        .cite = {.doc = "RT",
            .section = "cudaMemPrefetchBatchAsync",
            .quote = "Flags reserved for future use. Must be zero."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("concurrentManagedAccess") >= 1},
    }) {
  namespace m = cudasem::managed;
  m::OneRangeBatch batch;
  ASSERT_NE(batch.buffer.data(), nullptr);
  cudasem::Stream stream(cudaStreamNonBlocking);

  CUDASEM_EXPECT_FAILURE(
      cudaMemPrefetchBatchAsync(batch.ranges, batch.sizes, 1, batch.locations, batch.first_index, 1, 1ull, stream));

  cudaStreamSynchronize(stream);
  cudasem::last_error(cudasem::LastError::clear);
}
