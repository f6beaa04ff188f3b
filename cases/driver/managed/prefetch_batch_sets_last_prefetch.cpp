// SPDX-License-Identifier: Apache-2.0
// cuMemPrefetchBatchAsync of two 2 MiB managed allocations to device 0 (one location entry), stream
// synchronized: CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION of each range is 0, as after cuMemPrefetchAsync.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemPrefetchBatchAsync, EachRangeLastPrefetchedToDevice,
    {
        .api = {"cuMemPrefetchBatchAsync"},
        .cite = {.doc = "DRV",
            .section = "cuMemPrefetchBatchAsync",
            .quote = "The semantics of the individual prefetch operations are as described in cuMemPrefetchAsync."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("managedMemory") >= 1, cudasem::attr("concurrentManagedAccess") >= 1},
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  constexpr std::size_t kBytes = std::size_t{2} << 20;
  cudasem::DeviceMem a, b;
  CUDASEM_ASSERT_CU_OK(alloc_managed(a, kBytes));
  CUDASEM_ASSERT_CU_OK(alloc_managed(b, kBytes));
  cudasem::DrvStream stream;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamCreate(stream.out(), CU_STREAM_NON_BLOCKING));
  CUdeviceptr ptrs[2] = {a.get(), b.get()};
  std::size_t sizes[2] = {kBytes, kBytes};
  CUmemLocation locs[1] = {mem_location_device(0)};
  std::size_t loc_idx[1] = {0};

  CUDASEM_ASSERT_CU_OK(drv.cuMemPrefetchBatchAsync(ptrs, sizes, 2, locs, loc_idx, 1, 0, stream));
  CUDASEM_ASSERT_CU_OK(drv.cuStreamSynchronize(stream));

  const int first = range_int(CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION, a.get(), kBytes);
  const int second = range_int(CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION, b.get(), kBytes);
  CUDASEM_EXPECT_EQ_NAMED("first_last_prefetch", first, 0);
  CUDASEM_EXPECT_EQ_NAMED("second_last_prefetch", second, 0);
}
