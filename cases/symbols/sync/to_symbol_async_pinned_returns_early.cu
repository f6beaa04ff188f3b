// SPDX-License-Identifier: Apache-2.0
// Characterization: the text says the call "may return before the copy is complete"; whether it
// returned while a gate held its stream, and whether the data arrived, are recorded, not asserted.
// A gate holds a stream; cudaMemcpyToSymbolAsync from pinned memory in that stream returns
// while it holds, and the variable holds the values after the stream is synchronized.
#include "cudasem/cudasem.h"

#include <cuda_runtime.h>

#include <vector>

namespace {
__device__ unsigned g_async_target[4096];
}  // namespace

CUDASEM_CASE(CudaMemcpyToSymbolAsync, PinnedReturnsEarly,
    {
        .api = {"cudaMemcpyToSymbolAsync"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaMemcpyToSymbolAsync",
            .quote =
                "cudaMemcpyToSymbolAsync() is asynchronous with respect to the host, so the call may return before the copy is complete."},
        .claim = cudasem::Claim::hedge,
    }) {
  cudasem::Stream stream(cudaStreamNonBlocking);
  cudasem::PinnedBuffer<unsigned> host(4096);
  for (unsigned i = 0; i < 4096; ++i) host[i] = 3 * i + 1;

  auto r = cudasem::call_behind_gate_expecting_return(stream, [&] {
    CUDASEM_EXPECT_OK(
        cudaMemcpyToSymbolAsync(g_async_target, host.data(), host.bytes(), 0, cudaMemcpyHostToDevice, stream));
  });

  cudasem::observe("returned_before_release", r.returned_before_release);
  cudasem::measure("gate_attempts", r.attempts);
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));
  std::vector<unsigned> got(4096);
  CUDASEM_ASSERT_OK(cudaMemcpyFromSymbol(got.data(), g_async_target, sizeof(g_async_target)));
  std::size_t ok = 0;
  for (unsigned i = 0; i < 4096; ++i) ok += got[i] == 3 * i + 1;
  cudasem::observe("all_elements_copied_after_sync", ok == 4096u);
}
