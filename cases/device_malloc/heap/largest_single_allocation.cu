// SPDX-License-Identifier: Apache-2.0
// Characterization: the largest single device malloc an empty 8 MiB heap grants (binary search
// to 4 KiB in one thread); shows the allocator's overhead against the requested heap size.
#include "../device_malloc.h"
#include "cudasem/cudasem.h"

namespace {
__global__ void largest_allocation(std::size_t upper, std::size_t step, unsigned long long* largest) {
  std::size_t lo = 0, hi = upper;  // lo succeeds (0 = nothing), hi fails or is the bound
  while (hi - lo > step) {
    const std::size_t mid = lo + (hi - lo) / 2;
    void* p = malloc(mid);
    if (p != nullptr) {
      free(p);
      lo = mid;
    } else {
      hi = mid;
    }
  }
  *largest = lo;
}
}  // namespace

CUDASEM_CASE(DeviceMallocHeap, LargestSingleAllocation,
    {
        .api = {"cudaDeviceSetLimit"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "PG",
            .section = "CUDA C++ Programming Guide (legacy, 13.0) 10.36.1 Heap Memory Allocation",
            .quote = "The heap size granted will be at least size bytes."},
        .claim = cudasem::Claim::hedge,
    }) {
  using cudasem::device_malloc::kMiB;
  CUDASEM_ASSERT_OK(cudaDeviceSetLimit(cudaLimitMallocHeapSize, 8 * kMiB));
  cudasem::DeviceBuffer<unsigned long long> largest(1);

  largest_allocation<<<1, 1>>>(64 * kMiB, 4096, largest.data());
  CUDASEM_ASSERT_OK(cudaGetLastError());
  unsigned long long bytes = 0;
  CUDASEM_ASSERT_OK(cudaMemcpy(&bytes, largest.data(), sizeof bytes, cudaMemcpyDeviceToHost));

  cudasem::observe("heap_requested_bytes", static_cast<std::uint64_t>(8 * kMiB));
  cudasem::observe("largest_allocation_bytes", bytes);
  cudasem::measure("largest_fraction_of_heap", static_cast<double>(bytes) / static_cast<double>(8 * kMiB));
}
