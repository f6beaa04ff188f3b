// SPDX-License-Identifier: Apache-2.0
// The heap set before the first launch is granted: with a 32 MiB heap (at least 32 MiB granted),
// a single device malloc of 16 MiB in the empty heap returns memory.
#include "cudasem/cudasem.h"
#include "../device_malloc.h"

CUDASEM_CASE(DeviceMallocHeap, RequestHalfOfHeapSucceeds,
    {
        .api = {"cudaDeviceSetLimit"},
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 10.36.1 Heap Memory Allocation",
            .quote = "The heap size granted will be at least size bytes."},
        .claim = cudasem::Claim::promise,
    }) {
  using cudasem::device_malloc::kMiB;
  CUDASEM_ASSERT_OK(cudaDeviceSetLimit(cudaLimitMallocHeapSize, 32 * kMiB));
  int allocated = -1;

  ASSERT_NO_FATAL_FAILURE(cudasem::device_malloc::try_allocate_once(16 * kMiB, &allocated));

  CUDASEM_EXPECT_EQ_NAMED("malloc_16mib_in_32mib_heap", allocated, 1)
      << "a 16 MiB device malloc failed in an empty 32 MiB heap";
}
