// SPDX-License-Identifier: Apache-2.0
// Characterization: cudaFreeAsync(NULL) (cudaFree documents NULL as a no-op; cudaFreeAsync
// says nothing): records the result and that the stream still works.
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(FreeAsync, NullPointer,
    {
        .api = {"cudaFreeAsync"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT", .section = "cudaFreeAsync", .quote = "Inserts a free operation into hStream."},
        .claim = cudasem::Claim::hedge,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  cudasem::Stream s(cudaStreamNonBlocking);

  cudaError_t result = cudaFreeAsync(nullptr, s);

  cudasem::observe("free_async", result);
  cudasem::last_error(cudasem::LastError::clear);
  CUDASEM_EXPECT_OK(cudaStreamSynchronize(s));
}
