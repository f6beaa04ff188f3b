// SPDX-License-Identifier: Apache-2.0
// Work submitted after cudaMallocAsync into the same stream may use the allocation: a fill
// kernel and a copy to pinned memory in that stream, then cudaFreeAsync, deliver the data.
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MallocAsync, SameStreamWorkUsesAllocation,
    {
        .api = {"cudaMallocAsync"},
        .cite = {.doc = "RT",
            .section = "cudaMallocAsync",
            .quote = "Basic stream ordering allows future work submitted into the same stream to use the allocation."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  constexpr std::size_t n = (4 * cudasem::mempool::kMiB) / sizeof(unsigned);
  cudasem::Stream s(cudaStreamNonBlocking);
  cudasem::PinnedBuffer<unsigned> host(n);
  for (std::size_t i = 0; i < n; ++i) host[i] = 0;
  void* p = nullptr;

  CUDASEM_ASSERT_OK(cudaMallocAsync(&p, n * sizeof(unsigned), s));
  CUDASEM_EXPECT_OK(cudasem::kernels::launch_fill(s, static_cast<unsigned*>(p), n, 0x5eedu));
  CUDASEM_EXPECT_OK(cudaMemcpyAsync(host.data(), p, n * sizeof(unsigned), cudaMemcpyDeviceToHost, s));
  CUDASEM_EXPECT_OK(cudaFreeAsync(p, s));
  CUDASEM_ASSERT_OK(cudaStreamSynchronize(s));

  std::size_t ok = 0;
  for (std::size_t i = 0; i < n; ++i) ok += host[i] == 0x5eedu;
  CUDASEM_EXPECT_EQ_NAMED("words_filled", ok, n);
}
