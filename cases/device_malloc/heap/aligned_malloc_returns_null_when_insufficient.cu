// SPDX-License-Identifier: Apache-2.0
// __nv_aligned_device_malloc returns NULL when the heap cannot hold the request: with a 2 MiB heap,
// an aligned allocation of 64 MiB (align 256) returns NULL.
#include "../device_malloc.h"
#include "cudasem/cudasem.h"

namespace {
__global__ void try_aligned_allocate(std::size_t size, std::size_t align, int* got) {
  void* p = __nv_aligned_device_malloc(size, align);
  *got = p != nullptr;
  free(p);
}
}  // namespace

CUDASEM_CASE(DeviceMallocHeap, AlignedMallocReturnsNullWhenInsufficient,
    {
        .api = {"cudaDeviceSetLimit"},
        .cite = {.doc = "PG",
            .section =
                "CUDA C++ Programming Guide (legacy, 13.0) 10.36 Dynamic Global Memory Allocation and Operations",
            .quote =
                "The CUDA in-kernel __nv_aligned_device_malloc() function allocates at least size bytes from the device heap and returns a pointer to the allocated memory or NULL if insufficient memory exists to fulfill the requested size or alignment."},
        .claim = cudasem::Claim::promise,
    }) {
  using cudasem::device_malloc::kMiB;
  CUDASEM_ASSERT_OK(cudaDeviceSetLimit(cudaLimitMallocHeapSize, 2 * kMiB));
  cudasem::DeviceBuffer<int> got(1);

  try_aligned_allocate<<<1, 1>>>(64 * kMiB, 256, got.data());
  CUDASEM_ASSERT_OK(cudaGetLastError());
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  const int allocated = cudasem::device_malloc::read_int(got.data());

  CUDASEM_EXPECT_EQ_NAMED("aligned_malloc_64mib_in_2mib_heap", allocated, 0)
      << "a 64 MiB aligned device malloc succeeded in a 2 MiB heap";
}
