// SPDX-License-Identifier: Apache-2.0
// The flags argument of cudaMemPrefetchAsync must be zero: flags 1: what it returns is recorded.
// The cited text names no failure (a caller requirement): the returned code is recorded.
#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemPrefetchAsync, NonzeroFlagsRejected,
    {
        .api = {"cudaMemPrefetchAsync"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT", .section = "cudaMemPrefetchAsync", .quote = "flags for future use, must be zero now."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::attr("concurrentManagedAccess") >= 1},
    }) {
  namespace m = cudasem::managed;
  cudasem::ManagedBuffer<unsigned> buffer(1024);
  ASSERT_NE(buffer.data(), nullptr);
  cudasem::Stream stream(cudaStreamNonBlocking);

  cudasem::observe("cudaMemPrefetchAsync_result",
      cudaMemPrefetchAsync(buffer.data(), buffer.bytes(), m::device_location(0), 1u, stream));

  cudaStreamSynchronize(stream);
  cudasem::last_error(cudasem::LastError::clear);
}
