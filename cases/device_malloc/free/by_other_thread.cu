// SPDX-License-Identifier: Apache-2.0
// Characterization (the text permits: "may"): one thread fills a 4 MiB heap with 64 KiB blocks,
// other threads of a later launch free one block each, and a new fill records how many blocks the
// heap grants again.
#include "../device_malloc.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DeviceMallocFree, ByOtherThread,
    {
        .api = {"cudaDeviceSetLimit"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "PG",
            .section =
                "CUDA C++ Programming Guide (legacy, 13.0) 10.36 Dynamic Global Memory Allocation and Operations",
            .quote = "Any CUDA thread may free memory allocated by another thread"},
        .claim = cudasem::Claim::hedge,
    }) {
  using cudasem::device_malloc::kMiB;
  constexpr std::size_t kBlock = 64 * 1024;
  constexpr int kMaxSlots = 1024;
  CUDASEM_ASSERT_OK(cudaDeviceSetLimit(cudaLimitMallocHeapSize, 4 * kMiB));
  cudasem::DeviceBuffer<void*> slots(kMaxSlots), slots_again(kMaxSlots);
  cudasem::DeviceBuffer<int> count(1), count_again(1);
  CUDASEM_ASSERT_OK(cudasem::device_malloc::launch_allocate_until_null(slots.data(), kMaxSlots, kBlock, count.data()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  const int allocated = cudasem::device_malloc::read_int(count.data());
  CUDASEM_ASSERT_TRUE_NAMED("heap.filled_below_slot_limit", allocated >= 1 && allocated < kMaxSlots)
      << "the heap was not filled: " << allocated << " blocks";

  CUDASEM_ASSERT_OK(cudasem::device_malloc::launch_free_slots_per_thread(slots.data(), count.data(), kMaxSlots));
  CUDASEM_ASSERT_OK(
      cudasem::device_malloc::launch_allocate_until_null(slots_again.data(), kMaxSlots, kBlock, count_again.data()));
  CUDASEM_ASSERT_OK(cudaDeviceSynchronize());
  const int allocated_again = cudasem::device_malloc::read_int(count_again.data());

  cudasem::observe("blocks_allocated", allocated);
  cudasem::observe("blocks_allocated_after_free", allocated_again);
  CUDASEM_EXPECT_OK(cudasem::device_malloc::launch_free_slots_serially(slots_again.data(), count_again.data()));
  CUDASEM_EXPECT_OK(cudaDeviceSynchronize());
}
