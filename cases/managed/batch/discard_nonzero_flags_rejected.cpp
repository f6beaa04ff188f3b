// SPDX-License-Identifier: Apache-2.0
// The flags of cudaMemDiscardBatchAsync are reserved and must be zero: flags 1 must fail.
#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemDiscardBatchAsync, NonzeroFlagsRejected, {
    .api = {"cudaMemDiscardBatchAsync"},
    .cite = {.doc = "RT", .section = "cudaMemDiscardBatchAsync",
             .quote = "Flags reserved for future use. Must be zero."},
    .needs = {cudasem::attr("concurrentManagedAccess") >= 1},
}) {
  namespace m = cudasem_cases::managed;
  m::ManagedBuffer<unsigned> buffer(1 << 16);
  ASSERT_NE(buffer.data(), nullptr);
  cudasem::Stream stream(cudaStreamNonBlocking);
  void* ranges[] = {buffer.data()};
  std::size_t sizes[] = {buffer.bytes()};

  CUDASEM_EXPECT_FAILURE(cudaMemDiscardBatchAsync(ranges, sizes, 1, 1ull, stream));

  cudaStreamSynchronize(stream);
  cudasem::last_error(cudasem::LastError::clear);
}
