// SPDX-License-Identifier: Apache-2.0
// cudaMallocAsync with no place to return the pointer (devPtr == NULL): what it returns is
// recorded.
// The cited text names no failure for this: the returned code is recorded.
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MallocAsync, NullOutPointerFails,
    {
        .api = {"cudaMallocAsync"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMallocAsync",
            .quote = "A pointer to the allocated memory is returned immediately in *dptr."},
        .claim = cudasem::Claim::hedge,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  cudasem::Stream s(cudaStreamNonBlocking);

  cudasem::observe("cudaMallocAsync_result", cudaMallocAsync(nullptr, cudasem::mempool::kMiB, s));

  cudasem::last_error(cudasem::LastError::clear);
  CUDASEM_EXPECT_OK(cudaStreamSynchronize(s));
}
