// SPDX-License-Identifier: Apache-2.0
// The first entry of prefetchLocIdxs must be 0: a batch whose only location starts at index 1: what
// it returns is recorded.
// The cited text names no failure (a caller requirement): the returned code is recorded.
#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemPrefetchBatchAsync, FirstIndexNonzeroRejected,
    {
        .api = {"cudaMemPrefetchBatchAsync"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMemPrefetchBatchAsync",
            .quote = "Note the first entry in prefetchLocIdxs must always be 0."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::attr("concurrentManagedAccess") >= 1},
    }) {
  namespace m = cudasem::managed;
  cudasem::ManagedBuffer<unsigned> first(1 << 16), second(1 << 16);
  ASSERT_NE(first.data(), nullptr);
  ASSERT_NE(second.data(), nullptr);
  cudasem::Stream stream(cudaStreamNonBlocking);
  void* ranges[] = {first.data(), second.data()};
  std::size_t sizes[] = {first.bytes(), second.bytes()};
  cudaMemLocation locations[] = {m::device_location(0)};
  std::size_t first_index[] = {1};

  cudasem::observe("cudaMemPrefetchBatchAsync_result",
      cudaMemPrefetchBatchAsync(ranges, sizes, 2, locations, first_index, 1, 0, stream));

  cudaStreamSynchronize(stream);
  cudasem::last_error(cudasem::LastError::clear);
}
