// SPDX-License-Identifier: Apache-2.0
// The heap set before the first launch is granted: with a 32 MiB heap (at least 32 MiB granted),
// a single device malloc of 16 MiB in the empty heap returns memory.
#include "../device_heap.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DeviceMallocHeap, RequestHalfOfHeapSucceeds, {
    .api = {"cudaDeviceSetLimit"},
    .cite = {.doc = "PG", .section = "CUDA C++ Programming Guide (legacy, 13.0) 10.36.1 Heap Memory Allocation",
             .quote = "The heap size granted will be at least size bytes."},
}) {
  using cudasem_cases::kMiB;
  CUDASEM_ASSERT_OK(cudaDeviceSetLimit(cudaLimitMallocHeapSize, 32 * kMiB));
  cudasem::DeviceBuffer<int> got(1);

  CUDASEM_ASSERT_OK(cudasem_cases::launch_try_allocate(16 * kMiB, got.data()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  const int allocated = cudasem_cases::read_int(got.data());

  cudasem::observe("malloc_16mib_in_32mib_heap", allocated);
  EXPECT_EQ(allocated, 1) << "a 16 MiB device malloc failed in an empty 32 MiB heap";
}
