// SPDX-License-Identifier: Apache-2.0
// The device malloc heap is eight megabytes unless set: cudaDeviceGetLimit(cudaLimitMallocHeapSize)
// in a fresh process, before any setting, reports 8 MiB.
#include "cudasem/cudasem.h"

CUDASEM_CASE(LimitMallocHeap, DefaultIsEightMegabytes,
    {
        .api = {"cudaDeviceGetLimit"},
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 10.36.1 Heap Memory Allocation",
            .quote =
                "A default heap of eight megabytes is allocated if any program uses malloc() or __nv_aligned_device_malloc() without explicitly specifying the heap size."},
        .claim = cudasem::Claim::promise,
    }) {
  std::size_t heap = 0;

  CUDASEM_ASSERT_OK(cudaDeviceGetLimit(&heap, cudaLimitMallocHeapSize));

  CUDASEM_EXPECT_EQ_NAMED("malloc_heap_bytes", heap, std::size_t{8} << 20);
}
