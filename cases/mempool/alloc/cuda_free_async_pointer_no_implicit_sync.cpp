// SPDX-License-Identifier: Apache-2.0
// cudaFree of a cudaMallocAsync pointer does not synchronize: with a gate holding an unrelated
// stream, the call returns before the gate is released.
#include <vector>

#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MallocAsync, CudaFreeOfAsyncPointerDoesNotSynchronize,
    {
        .api = {"cudaFree"},
        .cite = {.doc = "RT",
            .section = "cudaFree",
            .quote =
                "This API will not perform any implicit synchronization when the pointer was allocated with cudaMallocAsync or cudaMallocFromPoolAsync."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  cudasem::Stream s(cudaStreamNonBlocking), gated(cudaStreamNonBlocking);
  std::vector<void*> pointers(3, nullptr);  // one per attempt of the probe
  for (void*& p : pointers) CUDASEM_ASSERT_OK(cudaMallocAsync(&p, cudasem::mempool::kMiB, s));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));
  std::size_t attempt = 0;
  cudaError_t result = cudaErrorUnknown;

  auto r = cudasem::call_behind_gate_expecting_return(gated, [&] {
    if (attempt >= pointers.size()) return;
    result = cudaFree(pointers[attempt]);
    pointers[attempt++] = nullptr;
  });

  cudasem::observe("returned_before_release", r.returned_before_release);
  cudasem::observe("cuda_free", result);
  for (void* p : pointers)
    if (p) CUDASEM_EXPECT_OK(cudaFree(p));
  CUDASEM_EXPECT_OK_OF(cudaFree, result);
  CUDASEM_EXPECT_TRUE_NAMED("cuda_free.returned_before_release", r.returned_before_release)
      << "cudaFree waited for an unrelated gated stream";
}
