// SPDX-License-Identifier: Apache-2.0
// Characterization: when the device heap's memory is taken. Records cudaMemGetInfo's free memory
// after context creation, after setting a 256 MiB heap, and after the first kernel that uses
// malloc has run (the PG places the allocation at module load).
#include "../device_malloc.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DeviceMallocHeap, ReservationInAdditionToCudaMalloc,
    {
        .api = {"cudaMemGetInfo", "cudaDeviceSetLimit"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 10.36.1 Heap Memory Allocation",
            .quote =
                "Memory reserved for the device heap is in addition to memory allocated through host-side CUDA API calls such as cudaMalloc()."},
        .claim = cudasem::Claim::hedge,
    }) {
  using cudasem::device_malloc::kMiB;
  std::size_t free_at_start = 0, free_after_set = 0, free_after_launch = 0, total = 0;
  CUDASEM_ASSERT_OK(cudaFree(nullptr));
  CUDASEM_ASSERT_OK(cudaMemGetInfo(&free_at_start, &total));
  CUDASEM_ASSERT_OK(cudaDeviceSetLimit(cudaLimitMallocHeapSize, 256 * kMiB));
  CUDASEM_ASSERT_OK(cudaMemGetInfo(&free_after_set, &total));
  cudasem::DeviceBuffer<int> got(1);

  CUDASEM_ASSERT_OK(cudasem::device_malloc::launch_try_allocate(64, got.data()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  CUDASEM_ASSERT_OK(cudaMemGetInfo(&free_after_launch, &total));

  auto mib = [](std::size_t a, std::size_t b) { return (static_cast<double>(a) - static_cast<double>(b)) / kMiB; };
  cudasem::measure("drop_at_set_mib", mib(free_at_start, free_after_set));
  cudasem::measure("drop_at_first_malloc_kernel_mib", mib(free_after_set, free_after_launch));
  cudasem::observe("malloc_succeeded", cudasem::device_malloc::read_int(got.data()));
}
