// SPDX-License-Identifier: Apache-2.0
// The flags argument of cudaMemPrefetchAsync must be zero: flags 1 must fail.
#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemPrefetchAsync, NonzeroFlagsRejected,
    {
        .api = {"cudaMemPrefetchAsync"},
        .cite = {.doc = "RT", .section = "cudaMemPrefetchAsync", .quote = "flags for future use, must be zero now."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("concurrentManagedAccess") >= 1},
    }) {
  namespace m = cudasem::managed;
  cudasem::ManagedBuffer<unsigned> buffer(1024);
  ASSERT_NE(buffer.data(), nullptr);
  cudasem::Stream stream(cudaStreamNonBlocking);

  CUDASEM_EXPECT_FAILURE(cudaMemPrefetchAsync(buffer.data(), buffer.bytes(), m::device_location(0), 1u, stream));

  cudaStreamSynchronize(stream);
  cudasem::last_error(cudasem::LastError::clear);
}
