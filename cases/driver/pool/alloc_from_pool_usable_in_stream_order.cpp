// SPDX-License-Identifier: Apache-2.0
// Memory from cuMemAllocFromPoolAsync is set by a cuMemsetD32Async and read back by a
// cuMemcpyDtoHAsync enqueued after it in the same stream: every word holds the set value.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuMemAllocFromPoolAsync, UsableByLaterWorkInSameStream,
    {
        .api = {"cuMemAllocFromPoolAsync"},
        .cite = {.doc = "DRV",
            .section = "cuMemAllocFromPoolAsync",
            .quote = "Basic stream ordering allows future work submitted into the same stream to use the allocation."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  MemPool pool;
  CUDASEM_ASSERT_CU_OK(create_device_pool(pool));
  cudasem::DrvStream stream;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamCreate(stream.out(), CU_STREAM_NON_BLOCKING));
  constexpr std::size_t kWords = 1 << 18;
  cudasem::PinnedBuffer<unsigned> host(kWords);
  CUdeviceptr p = 0;

  CUDASEM_ASSERT_CU_OK(drv.cuMemAllocFromPoolAsync(&p, kWords * 4, pool, stream));
  CUDASEM_ASSERT_CU_OK(drv.cuMemsetD32Async(p, 0x5eed5eedu, kWords, stream));
  CUDASEM_ASSERT_CU_OK(drv.cuMemcpyDtoHAsync(host.data(), p, kWords * 4, stream));
  CUDASEM_ASSERT_CU_OK(drv.cuMemFreeAsync(p, stream));
  CUDASEM_ASSERT_CU_OK(drv.cuStreamSynchronize(stream));

  std::size_t set = 0;
  for (std::size_t i = 0; i < kWords; ++i) set += host[i] == 0x5eed5eedu;
  CUDASEM_EXPECT_EQ_NAMED("words_set", set, kWords);
}
