// SPDX-License-Identifier: Apache-2.0
// 2 MiB of managed memory discarded with cuMemDiscardBatchAsync (stream synchronized), then written by the
// host: the host reads back every word it wrote after the discard.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemDiscardBatchAsync, WriteAfterDiscardReadsBack,
    {
        .api = {"cuMemDiscardBatchAsync"},
        .cite = {.doc = "DRV",
            .section = "cuMemDiscardBatchAsync",
            .quote =
                "This operation can be undone on any part of the range by either writing to it or prefetching it via cuMemPrefetchAsync or cuMemPrefetchBatchAsync."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("managedMemory") >= 1, cudasem::attr("concurrentManagedAccess") >= 1},
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  constexpr std::size_t kWords = (std::size_t{2} << 20) / 4;
  cudasem::DeviceMem mem;
  CUDASEM_ASSERT_CU_OK(alloc_managed(mem, kWords * 4));
  auto* words = reinterpret_cast<unsigned*>(mem.get());
  for (std::size_t i = 0; i < kWords; ++i) words[i] = 1;
  cudasem::DrvStream stream;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamCreate(stream.out(), CU_STREAM_NON_BLOCKING));
  CUdeviceptr ptrs[1] = {mem.get()};
  std::size_t sizes[1] = {kWords * 4};

  CUDASEM_ASSERT_CU_OK(drv.cuMemDiscardBatchAsync(ptrs, sizes, 1, 0, stream));
  CUDASEM_ASSERT_CU_OK(drv.cuStreamSynchronize(stream));

  for (std::size_t i = 0; i < kWords; ++i) words[i] = 0x6000u + static_cast<unsigned>(i);
  std::size_t kept = 0;
  for (std::size_t i = 0; i < kWords; ++i) kept += words[i] == 0x6000u + static_cast<unsigned>(i);
  CUDASEM_EXPECT_EQ_NAMED("words_read_back", kept, kWords);
}
