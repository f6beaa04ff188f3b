// SPDX-License-Identifier: Apache-2.0
// cudaMemDiscardAndPrefetchBatchAsync must not be given the legacy NULL stream: the call fails.
#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemDiscardAndPrefetchBatchAsync, LegacyStreamRejected, {
    .api = {"cudaMemDiscardAndPrefetchBatchAsync"},
    .cite = {.doc = "RT", .section = "cudaMemDiscardAndPrefetchBatchAsync",
             .quote = "The stream to enqueue the operations in. Must not be legacy NULL stream."},
    .needs = {cudasem::attr("concurrentManagedAccess") >= 1},
}) {
  namespace m = cudasem_cases::managed;
  m::ManagedBuffer<unsigned> buffer(1 << 16);
  ASSERT_NE(buffer.data(), nullptr);
  void* ranges[] = {buffer.data()};
  std::size_t sizes[] = {buffer.bytes()};
  cudaMemLocation locations[] = {m::device_location(0)};
  std::size_t first_index[] = {0};

  CUDASEM_EXPECT_FAILURE(cudaMemDiscardAndPrefetchBatchAsync(ranges, sizes, 1, locations, first_index, 1, 0, cudaStreamLegacy));

  cudaDeviceSynchronize();
  cudasem::last_error(cudasem::LastError::clear);
}
