// SPDX-License-Identifier: Apache-2.0
// numPrefetchLocs may not exceed count: one range with two prefetch locations: what it returns is
// recorded.
// The cited text names no failure (a caller requirement): the returned code is recorded.
#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemPrefetchBatchAsync, MoreLocationsThanRangesRejected,
    {
        .api = {"cudaMemPrefetchBatchAsync"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMemPrefetchBatchAsync",
            .quote = "Furthermore, numPrefetchLocs must be lesser than or equal to count."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::attr("concurrentManagedAccess") >= 1},
    }) {
  namespace m = cudasem::managed;
  cudasem::ManagedBuffer<unsigned> buffer(1 << 16);
  ASSERT_NE(buffer.data(), nullptr);
  cudasem::Stream stream(cudaStreamNonBlocking);
  void* ranges[] = {buffer.data()};
  std::size_t sizes[] = {buffer.bytes()};
  cudaMemLocation locations[] = {m::device_location(0), m::host_location()};
  std::size_t first_index[] = {0, 1};

  cudasem::observe("cudaMemPrefetchBatchAsync_result",
      cudaMemPrefetchBatchAsync(ranges, sizes, 1, locations, first_index, 2, 0, stream));

  cudaStreamSynchronize(stream);
  cudasem::last_error(cudasem::LastError::clear);
}
