// SPDX-License-Identifier: Apache-2.0
// Characterization: after cudaFreeAsync, a cudaMallocAsync of the same size in the same stream
// may get the freed memory back; records whether the address repeats (data still flows).
#include "../mempool.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(MemPoolReuse, SameStreamAddressRepeats,
    {
        .api = {"cudaMallocAsync", "cudaFreeAsync"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "PG",
            .section = "CUDA Programming Guide (13.x) 4.3.1 Introduction",
            .quote =
                "This improves application memory use by taking advantage of stream-ordering semantics to reuse memory allocations.",
            .version = "13.1"},
        .claim = cudasem::Claim::hedge,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::mempool;
  constexpr std::size_t n = (4 * kMiB) / sizeof(unsigned);
  cudasem::Stream s(cudaStreamNonBlocking);
  void* first = nullptr;
  AsyncAlloc second;
  CUDASEM_ASSERT_OK(cudaMallocAsync(&first, n * sizeof(unsigned), s));
  CUDASEM_ASSERT_OK(cudasem::kernels::launch_fill(s, static_cast<unsigned*>(first), n, 1u));

  CUDASEM_ASSERT_OK(cudaFreeAsync(first, s));
  CUDASEM_ASSERT_OK(cudaMallocAsync(second.out(), n * sizeof(unsigned), s));
  CUDASEM_ASSERT_OK(cudasem::kernels::launch_fill(s, words(second), n, 2u));

  cudasem::observe("address_repeated", second.get() == first);
  cudasem::observe("second_filled", count_equal(second.get(), n, 2u));
}
