// SPDX-License-Identifier: Apache-2.0
// Device malloc returns NULL once the heap is used up: with a 4 MiB heap, one thread allocating
// 64 KiB blocks gets NULL before it has taken 64 MiB (the heap has a fixed size).
#include "../device_malloc.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DeviceMallocHeap, ReturnsNullWhenExhausted,
    {
        .api = {"cudaDeviceSetLimit"},
        .cite = {.doc = "PG",
            .section =
                "CUDA C++ Programming Guide (legacy, 13.0) 10.36 Dynamic Global Memory Allocation and Operations",
            .quote =
                "The CUDA in-kernel malloc() function allocates at least size bytes from the device heap and returns a pointer to the allocated memory or NULL if insufficient memory exists to fulfill the request."},
        .claim = cudasem::Claim::promise,
    }) {
  using cudasem::device_malloc::kMiB;
  constexpr std::size_t kBlock = 64 * 1024;
  constexpr int kMaxSlots = 1024;  // 64 MiB: 16 times the heap
  CUDASEM_ASSERT_OK(cudaDeviceSetLimit(cudaLimitMallocHeapSize, 4 * kMiB));
  cudasem::DeviceBuffer<void*> slots(kMaxSlots);
  cudasem::DeviceBuffer<int> count(1);

  CUDASEM_ASSERT_OK(cudasem::device_malloc::launch_allocate_until_null(slots.data(), kMaxSlots, kBlock, count.data()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  const int allocated = cudasem::device_malloc::read_int(count.data());

  cudasem::observe("blocks_allocated", allocated);
  cudasem::observe("bytes_allocated", static_cast<std::int64_t>(allocated) * static_cast<std::int64_t>(kBlock));
  CUDASEM_ASSERT_TRUE_NAMED("heap.granted_one_block", allocated >= 1)
      << "not even one 64 KiB block came from a 4 MiB heap";
  CUDASEM_EXPECT_TRUE_NAMED("malloc.returned_null_below_slot_limit", allocated < kMaxSlots)
      << "malloc never returned NULL";
  CUDASEM_EXPECT_OK(cudasem::device_malloc::launch_free_slots_serially(slots.data(), count.data()));
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}
