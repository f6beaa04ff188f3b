// SPDX-License-Identifier: Apache-2.0
// A managed allocation attached to a non-blocking stream (CU_MEM_ATTACH_SINGLE, whole allocation),
// written by the host after the stream completed: a cuMemcpyDtoHAsync in that stream reads the host's words.
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuStreamAttachMemAsync, SingleStreamWorkReadsHostWrites,
    {
        .api = {"cuStreamAttachMemAsync"},
        .cite = {.doc = "DRV",
            .section = "cuStreamAttachMemAsync",
            .quote =
                "When memory is associated with a single stream, the Unified Memory system will allow CPU access to this memory region so long as all operations in hStream have completed, regardless of whether other streams are active."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("managedMemory") >= 1},
    }) {
  using namespace cudasem::driver_api;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  constexpr std::size_t kWords = (1u << 20) / 4;
  cudasem::DeviceMem mem;
  CUDASEM_ASSERT_CU_OK(alloc_managed(mem, kWords * 4));
  cudasem::DrvStream stream;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamCreate(stream.out(), CU_STREAM_NON_BLOCKING));

  CUDASEM_ASSERT_CU_OK(drv.cuStreamAttachMemAsync(stream, mem.get(), 0, CU_MEM_ATTACH_SINGLE));
  CUDASEM_ASSERT_CU_OK(drv.cuStreamSynchronize(stream));

  auto* words = reinterpret_cast<unsigned*>(mem.get());
  for (std::size_t i = 0; i < kWords; ++i) words[i] = 0x4000u + static_cast<unsigned>(i);
  std::vector<unsigned> back(kWords, 0);
  CUDASEM_ASSERT_CU_OK(drv.cuMemcpyDtoHAsync(back.data(), mem.get(), kWords * 4, stream));
  CUDASEM_ASSERT_CU_OK(drv.cuStreamSynchronize(stream));
  std::size_t seen = 0;
  for (std::size_t i = 0; i < kWords; ++i) seen += back[i] == 0x4000u + static_cast<unsigned>(i);
  CUDASEM_EXPECT_EQ_NAMED("words_seen", seen, kWords);
}
