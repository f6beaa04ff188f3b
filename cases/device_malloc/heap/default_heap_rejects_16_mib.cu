// SPDX-License-Identifier: Apache-2.0
// Without a heap size set, the heap is eight megabytes: a device malloc of 16 MiB returns NULL.
#include "cudasem/cudasem.h"
#include "../device_malloc.h"

CUDASEM_CASE(DeviceMallocHeap, DefaultHeapRejects16MiB,
    {
        .api = {"cudaLaunchKernel"},
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 10.36.1 Heap Memory Allocation",
            .quote =
                "A default heap of eight megabytes is allocated if any program uses malloc() or __nv_aligned_device_malloc() without explicitly specifying the heap size."},
        .claim = cudasem::Claim::promise,
    }) {
  using cudasem::device_malloc::kMiB;
  int allocated = -1;

  ASSERT_NO_FATAL_FAILURE(cudasem::device_malloc::try_allocate_once(16 * kMiB, &allocated));

  CUDASEM_EXPECT_EQ_NAMED("malloc_16mib_in_default_heap", allocated, 0)
      << "a 16 MiB device malloc succeeded with the default (8 MiB) heap";
}
