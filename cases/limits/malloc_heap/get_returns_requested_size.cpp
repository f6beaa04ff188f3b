// SPDX-License-Identifier: Apache-2.0
// cudaDeviceGetLimit returns the requested heap size: after cudaLimitMallocHeapSize is set to an odd
// size (5 MiB + 3 bytes) it reports exactly that size (the heap granted may be larger).
#include "../limits.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(LimitMallocHeap, GetReturnsRequestedSize,
    {
        .api = {"cudaDeviceGetLimit"},
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 10.36.1 Heap Memory Allocation",
            .quote =
                "The heap size granted will be at least size bytes. cuCtxGetLimit()and cudaDeviceGetLimit() return the currently requested heap size."},
        .claim = cudasem::Claim::promise,
    }) {
  constexpr std::size_t kRequested = (std::size_t{5} << 20) + 3;

  auto r = cudasem::limits::set_and_read_back(cudaLimitMallocHeapSize, kRequested);

  CUDASEM_ASSERT_OK_OF(cudaDeviceSetLimit, r.set);
  CUDASEM_ASSERT_OK_OF(cudaDeviceGetLimit, r.get_after);
  CUDASEM_EXPECT_EQ_NAMED("heap_size.reads_back_requested", r.after, kRequested);
}
