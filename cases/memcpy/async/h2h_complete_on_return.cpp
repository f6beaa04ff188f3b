// SPDX-License-Identifier: Apache-2.0
// The destination is complete when the call returns, even with a gate holding the stream;
// whether the call also waited for the gate is recorded.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemcpyAsync, HostToHostCompleteOnReturn,
    {
        .api = {"cudaMemcpyAsync"},
        .cite = {.doc = "SYNC",
            .section = "Memcpy (Asynchronous)",
            .quote =
                "For transfers from any host memory to any host memory, the function is fully synchronous with respect to the host."},
        .claim = cudasem::Claim::promise,
    }) {
  constexpr std::size_t kCount = 1 << 18;
  cudasem::Stream stream(cudaStreamNonBlocking);
  cudasem::PageableBuffer<unsigned> source(kCount), destination(kCount);
  for (std::size_t i = 0; i < kCount; ++i) {
    source[i] = static_cast<unsigned>(i + 11);
    destination[i] = 0;
  }
  std::size_t copied_at_return = 0;

  auto r = cudasem::call_behind_gate(stream, [&] {
    CUDASEM_EXPECT_OK(cudaMemcpyAsync(destination.data(), source.data(), source.bytes(), cudaMemcpyHostToHost, stream));
    for (std::size_t i = 0; i < kCount; ++i)
      copied_at_return += static_cast<volatile unsigned&>(destination[i]) == i + 11;
  });

  cudasem::observe("waited_for_gate", !r.returned_before_release);
  CUDASEM_EXPECT_EQ_NAMED("copied_at_return", copied_at_return, kCount);
  CUDASEM_EXPECT_OK(cudaStreamSynchronize(stream));
}
