// SPDX-License-Identifier: Apache-2.0
// cudaFreeAsync inserts the free into the stream: called while a gate holds that stream, it
// returns before the gate is released.
#include <vector>

#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(FreeAsync, ReturnsBeforeStreamWork,
    {
        .api = {"cudaFreeAsync"},
        .cite = {.doc = "RT", .section = "cudaFreeAsync", .quote = "Inserts a free operation into hStream."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  cudasem::Stream s(cudaStreamNonBlocking);
  std::vector<void*> pointers(3, nullptr);  // one per attempt of the probe
  for (void*& p : pointers) CUDASEM_ASSERT_OK(cudaMallocAsync(&p, cudasem::mempool::kMiB, s));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  std::size_t attempt = 0;
  cudaError_t result = cudaErrorUnknown;

  auto r = cudasem::call_behind_gate_expecting_return(s, [&] {
    if (attempt >= pointers.size()) return;
    result = cudaFreeAsync(pointers[attempt], s);
    pointers[attempt++] = nullptr;
  });

  cudasem::observe("returned_before_release", r.returned_before_release);
  cudasem::observe("free_async", result);
  CUDASEM_EXPECT_OK(cudaStreamSynchronize(s));
  for (void* p : pointers)
    if (p) CUDASEM_EXPECT_OK(cudaFree(p));
  CUDASEM_EXPECT_OK_OF(cudaFreeAsync, result);
  CUDASEM_EXPECT_TRUE_NAMED("free_async.returned_before_release", r.returned_before_release)
      << "cudaFreeAsync waited for the gated stream";
}
