// SPDX-License-Identifier: Apache-2.0
// cuMemDiscardAndPrefetchBatchAsync of 2 MiB of managed memory to device 0 (stream synchronized):
// CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION of the range is 0, as after a prefetch batch.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemDiscardAndPrefetchBatchAsync, LastPrefetchedToDevice,
    {
        .api = {"cuMemDiscardAndPrefetchBatchAsync"},
        .cite = {.doc = "DRV",
            .section = "cuMemDiscardAndPrefetchBatchAsync",
            .quote =
                "Calling cuMemDiscardAndPrefetchBatchAsync is semantically equivalent to calling cuMemDiscardBatchAsync followed by cuMemPrefetchBatchAsync, but is more optimal."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("managedMemory") >= 1, cudasem::attr("concurrentManagedAccess") >= 1},
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  constexpr std::size_t kBytes = std::size_t{2} << 20;
  cudasem::DeviceMem mem;
  CUDASEM_ASSERT_CU_OK(alloc_managed(mem, kBytes));
  cudasem::DrvStream stream;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamCreate(stream.out(), CU_STREAM_NON_BLOCKING));
  CUdeviceptr ptrs[1] = {mem.get()};
  std::size_t sizes[1] = {kBytes};
  CUmemLocation locs[1] = {mem_location_device(0)};
  std::size_t loc_idx[1] = {0};

  CUDASEM_ASSERT_CU_OK(drv.cuMemDiscardAndPrefetchBatchAsync(ptrs, sizes, 1, locs, loc_idx, 1, 0, stream));
  CUDASEM_ASSERT_CU_OK(drv.cuStreamSynchronize(stream));

  const int last = range_int(CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION, mem.get(), kBytes);
  CUDASEM_EXPECT_EQ_NAMED("last_prefetch_location", last, 0);
}
