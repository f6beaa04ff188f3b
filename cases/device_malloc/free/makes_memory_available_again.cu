// SPDX-License-Identifier: Apache-2.0
// Device free returns memory to the heap: a 4 MiB heap is filled with 64 KiB blocks until malloc
// returns NULL, a later launch still gets NULL, the same thread's blocks are freed, and then a
// 64 KiB malloc succeeds again.
#include "../device_malloc.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DeviceMallocFree, MakesMemoryAvailableAgain,
    {
        .api = {"cudaDeviceSetLimit"},
        .cite = {.doc = "PG",
            .section =
                "CUDA C++ Programming Guide (legacy, 13.0) 10.36 Dynamic Global Memory Allocation and Operations",
            .quote = "The CUDA in-kernel free() function deallocates the memory pointed to by ptr"},
        .claim = cudasem::Claim::promise,
    }) {
  using cudasem::device_malloc::kMiB;
  constexpr std::size_t kBlock = 64 * 1024;
  constexpr int kMaxSlots = 1024;
  CUDASEM_ASSERT_OK(cudaDeviceSetLimit(cudaLimitMallocHeapSize, 4 * kMiB));
  cudasem::DeviceBuffer<void*> slots(kMaxSlots);
  cudasem::DeviceBuffer<int> count(1), got_when_full(1), got_after_free(1);
  CUDASEM_ASSERT_OK(cudasem::device_malloc::launch_allocate_until_null(slots.data(), kMaxSlots, kBlock, count.data()));
  CUDASEM_ASSERT_OK(cudasem::device_malloc::launch_try_allocate(kBlock, got_when_full.data()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  const int allocated = cudasem::device_malloc::read_int(count.data());
  const int when_full = cudasem::device_malloc::read_int(got_when_full.data());
  cudasem::observe("blocks_allocated", allocated);
  CUDASEM_ASSERT_TRUE_NAMED("heap.filled_below_slot_limit", allocated >= 1 && allocated < kMaxSlots);
  CUDASEM_ASSERT_EQ_NAMED("malloc_when_full", when_full, 0);

  CUDASEM_ASSERT_OK(cudasem::device_malloc::launch_free_slots_serially(slots.data(), count.data()));
  CUDASEM_ASSERT_OK(cudasem::device_malloc::launch_try_allocate(kBlock, got_after_free.data()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  const int after_free = cudasem::device_malloc::read_int(got_after_free.data());

  CUDASEM_EXPECT_EQ_NAMED("malloc_after_free", after_free, 1);
}
