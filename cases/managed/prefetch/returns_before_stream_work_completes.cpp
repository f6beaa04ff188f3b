// SPDX-License-Identifier: Apache-2.0
// cudaMemPrefetchAsync is asynchronous with respect to the host: enqueued behind a gate in its
// stream, it returns while the gate still holds the stream.
#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemPrefetchAsync, ReturnsBeforeStreamWorkCompletes,
    {
        .api = {"cudaMemPrefetchAsync"},
        .cite = {.doc = "RT",
            .section = "cudaMemPrefetchAsync",
            .quote = "Note that this function is asynchronous with respect to the host and all work on other devices."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("concurrentManagedAccess") >= 1},
    }) {
  namespace m = cudasem::managed;
  cudasem::ManagedBuffer<unsigned> buffer(1 << 18);
  ASSERT_NE(buffer.data(), nullptr);
  for (std::size_t i = 0; i < buffer.size(); ++i) buffer[i] = static_cast<unsigned>(i);
  cudasem::Stream stream(cudaStreamNonBlocking);
  cudaError_t result = cudaErrorUnknown;

  auto r = cudasem::call_behind_gate_expecting_return(
      stream, [&] { result = cudaMemPrefetchAsync(buffer.data(), buffer.bytes(), m::device_location(0), 0, stream); });

  cudasem::observe("returned_before_release", r.returned_before_release);
  cudasem::observe("prefetch_result", result);
  CUDASEM_EXPECT_OK(cudaStreamSynchronize(stream));
  CUDASEM_EXPECT_OK_OF(cudaMemPrefetchAsync, result);
  CUDASEM_EXPECT_TRUE_NAMED("prefetch.returned_before_release", r.returned_before_release);
}
