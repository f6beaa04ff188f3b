// SPDX-License-Identifier: Apache-2.0
// The flags of cudaMemPrefetchBatchAsync are reserved and must be zero: flags 1 must fail.
#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemPrefetchBatchAsync, NonzeroFlagsRejected, {
    .api = {"cudaMemPrefetchBatchAsync"},
    .cite = {.doc = "RT", .section = "cudaMemPrefetchBatchAsync",
             .quote = "Flags reserved for future use. Must be zero."},
    .needs = {cudasem::attr("concurrentManagedAccess") >= 1},
}) {
  namespace m = cudasem_cases::managed;
  m::ManagedBuffer<unsigned> buffer(1 << 16);
  ASSERT_NE(buffer.data(), nullptr);
  cudasem::Stream stream(cudaStreamNonBlocking);
  void* ranges[] = {buffer.data()};
  std::size_t sizes[] = {buffer.bytes()};
  cudaMemLocation locations[] = {m::device_location(0)};
  std::size_t first_index[] = {0};

  CUDASEM_EXPECT_FAILURE(cudaMemPrefetchBatchAsync(ranges, sizes, 1, locations, first_index, 1, 1ull, stream));

  cudaStreamSynchronize(stream);
  cudasem::last_error(cudasem::LastError::clear);
}
