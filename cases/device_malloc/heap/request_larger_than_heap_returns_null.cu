// SPDX-License-Identifier: Apache-2.0
// The heap does not grow on demand: with the heap set to 2 MiB before the first launch, a device
// malloc of 64 MiB returns NULL.
#include "cudasem/cudasem.h"
#include "../device_malloc.h"

CUDASEM_CASE(DeviceMallocHeap, RequestLargerThanHeapReturnsNull,
    {
        .api = {"cudaDeviceSetLimit"},
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 10.36.1 Heap Memory Allocation",
            .quote =
                "Heap size cannot be changed once a module load has occurred and it does not resize dynamically according to need."},
        .claim = cudasem::Claim::promise,
    }) {
  using cudasem::device_malloc::kMiB;
  CUDASEM_ASSERT_OK(cudaDeviceSetLimit(cudaLimitMallocHeapSize, 2 * kMiB));
  int allocated = -1;

  ASSERT_NO_FATAL_FAILURE(cudasem::device_malloc::try_allocate_once(64 * kMiB, &allocated));

  CUDASEM_EXPECT_EQ_NAMED("malloc_64mib_in_2mib_heap", allocated, 0)
      << "a 64 MiB device malloc succeeded in a 2 MiB heap";
}
