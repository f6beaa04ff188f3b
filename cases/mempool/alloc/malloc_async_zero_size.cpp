// SPDX-License-Identifier: Apache-2.0
// Characterization: what cudaMallocAsync does with a size of 0 (no document says); records the
// error and whether a pointer came back, and frees it if one did.
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MallocAsync, ZeroSize,
    {
        .api = {"cudaMallocAsync"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT", .section = "cudaMallocAsync", .quote = "Inserts an allocation operation into hStream."},
        .claim = cudasem::Claim::hedge,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  cudasem::Stream s(cudaStreamNonBlocking);
  void* p = reinterpret_cast<void*>(0x1);

  cudaError_t result = cudaMallocAsync(&p, 0, s);

  cudasem::observe("malloc_async", result);
  cudasem::observe("pointer_untouched", p == reinterpret_cast<void*>(0x1));
  cudasem::observe("pointer_null", p == nullptr);
  cudasem::last_error(cudasem::LastError::clear);
  if (result == cudaSuccess && p != nullptr && p != reinterpret_cast<void*>(0x1))
    cudasem::observe("free_async", cudaFreeAsync(p, s));
  cudasem::last_error(cudasem::LastError::clear);
  CUDASEM_EXPECT_OK(cudaStreamSynchronize(s));
}
