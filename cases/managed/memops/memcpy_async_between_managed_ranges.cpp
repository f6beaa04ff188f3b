// SPDX-License-Identifier: Apache-2.0
// cudaMemcpyAsync from one managed range to another (host-written source) in a stream: after the
// stream is synchronized the destination holds the source's values.
#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(ManagedMemoryOperations, MemcpyAsyncBetweenManagedRanges,
    {
        .api = {"cudaMemcpyAsync"},
        .cite = {.doc = "PG",
            .section =
                "CUDA C++ Programming Guide (legacy, 13.0) 24.2.2.5. Memcpy()/Memset() Behavior With Unified Memory",
            .quote = "cudaMemcpy*() and cudaMemset*() accept any unified memory pointer as arguments."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("concurrentManagedAccess") >= 1},
    }) {
  namespace m = cudasem::managed;
  constexpr std::size_t kCount = 1 << 16;
  cudasem::ManagedBuffer<unsigned> source(kCount), destination(kCount);
  ASSERT_NE(source.data(), nullptr);
  ASSERT_NE(destination.data(), nullptr);
  for (std::size_t i = 0; i < kCount; ++i) {
    source[i] = static_cast<unsigned>(i * 11);
    destination[i] = 0;
  }
  cudasem::Stream stream(cudaStreamNonBlocking);

  CUDASEM_EXPECT_OK(cudaMemcpyAsync(destination.data(), source.data(), source.bytes(), cudaMemcpyDefault, stream));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(stream));

  std::size_t bad =
      m::mismatches(destination.data(), kCount, [](std::size_t i) { return static_cast<unsigned>(i * 11); });
  CUDASEM_EXPECT_EQ_NAMED("mismatched_elements", bad, 0u);
}
