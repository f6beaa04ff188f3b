// SPDX-License-Identifier: Apache-2.0
// cudaMallocAsync returns its pointer immediately: called while a gate holds its stream, it
// returns a non-null pointer before the gate is released.
#include <vector>

#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MallocAsync, ReturnsPointerImmediately,
    {
        .api = {"cudaMallocAsync"},
        .cite = {.doc = "RT",
            .section = "cudaMallocAsync",
            .quote = "A pointer to the allocated memory is returned immediately in *dptr."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  cudasem::Stream s(cudaStreamNonBlocking);
  std::vector<void*> pointers;  // one per attempt of the probe
  cudaError_t result = cudaErrorUnknown;

  auto r = cudasem::call_behind_gate_expecting_return(s, [&] {
    void* p = nullptr;
    result = cudaMallocAsync(&p, cudasem::mempool::kMiB, s);
    pointers.push_back(p);
  });

  cudasem::observe("returned_before_release", r.returned_before_release);
  cudasem::observe("malloc_async", result);
  cudasem::observe("pointer_non_null", !pointers.empty() && pointers.back() != nullptr);
  for (void* p : pointers)
    if (p) CUDASEM_EXPECT_OK(cudaFreeAsync(p, s));
  CUDASEM_EXPECT_OK(cudaStreamSynchronize(s));
  CUDASEM_EXPECT_OK_OF(cudaMallocAsync, result);
  CUDASEM_EXPECT_TRUE_NAMED("malloc_async.returned_before_release", r.returned_before_release)
      << "cudaMallocAsync waited for the gated stream";
  CUDASEM_EXPECT_TRUE_NAMED("malloc_async.pointer_non_null", !pointers.empty() && pointers.back() != nullptr);
}
