// SPDX-License-Identifier: Apache-2.0
// 2 MiB of managed memory written by the host, prefetched to device 0 and back to the host (stream
// synchronized): the host reads every word it wrote.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemPrefetchAsync, RoundTripKeepsData,
    {
        .api = {"cuMemPrefetchAsync"},
        .cite = {.doc = "DRV",
            .section = "cuMemPrefetchAsync",
            .quote =
                "Memory accesses to this range are always coherent and are allowed even when the data is actively being migrated."},
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
  for (std::size_t i = 0; i < kWords; ++i) words[i] = 0x9000u + static_cast<unsigned>(i);
  cudasem::DrvStream stream;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamCreate(stream.out(), CU_STREAM_NON_BLOCKING));

  CUDASEM_ASSERT_CU_OK(drv.cuMemPrefetchAsync(mem.get(), kWords * 4, mem_location_device(0), 0, stream));
  CUDASEM_ASSERT_CU_OK(drv.cuMemPrefetchAsync(mem.get(), kWords * 4, mem_location_host(), 0, stream));
  CUDASEM_ASSERT_CU_OK(drv.cuStreamSynchronize(stream));

  std::size_t kept = 0;
  for (std::size_t i = 0; i < kWords; ++i) kept += words[i] == 0x9000u + static_cast<unsigned>(i);
  CUDASEM_EXPECT_EQ_NAMED("words_kept", kept, kWords);
}
