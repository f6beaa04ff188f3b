// SPDX-License-Identifier: Apache-2.0
// cudaMallocAsync with no place to return the pointer (devPtr == NULL) fails with one of its
// documented codes.
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MallocAsync, NullOutPointerFails,
    {
        .api = {"cudaMallocAsync"},
        .cite = {.doc = "RT",
            .section = "cudaMallocAsync",
            .quote = "A pointer to the allocated memory is returned immediately in *dptr."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  cudasem::Stream s(cudaStreamNonBlocking);

  CUDASEM_EXPECT_FAILURE(cudaMallocAsync(nullptr, cudasem::mempool::kMiB, s));

  cudasem::last_error(cudasem::LastError::clear);
  CUDASEM_EXPECT_OK(cudaStreamSynchronize(s));
}
