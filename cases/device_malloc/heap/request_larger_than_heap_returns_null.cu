// SPDX-License-Identifier: Apache-2.0
// The heap does not grow on demand: with the heap set to 2 MiB before the first launch, a device
// malloc of 64 MiB returns NULL.
#include "../device_heap.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DeviceMallocHeap, RequestLargerThanHeapReturnsNull, {
    .api = {"cudaDeviceSetLimit"},
    .cite = {.doc = "PG", .section = "CUDA C++ Programming Guide (legacy, 13.0) 10.36.1 Heap Memory Allocation",
             .quote = "Heap size cannot be changed once a module load has occurred and it does not resize dynamically according to need."},
}) {
  using cudasem_cases::kMiB;
  CUDASEM_ASSERT_OK(cudaDeviceSetLimit(cudaLimitMallocHeapSize, 2 * kMiB));
  cudasem::DeviceBuffer<int> got(1);

  CUDASEM_ASSERT_OK(cudasem_cases::launch_try_allocate(64 * kMiB, got.data()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  const int allocated = cudasem_cases::read_int(got.data());

  cudasem::observe("malloc_64mib_in_2mib_heap", allocated);
  EXPECT_EQ(allocated, 0) << "a 64 MiB device malloc succeeded in a 2 MiB heap";
}
