// SPDX-License-Identifier: Apache-2.0
// cuStreamWriteValue32 into cuMemAlloc device memory, then cuMemcpyDtoH after the stream: the copy
// reads the written value.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuStreamWriteValue32, DeviceMemoryReadBack,
    {
        .api = {"cuStreamWriteValue32"},
        .cite = {.doc = "DRV", .section = "cuStreamWriteValue32", .quote = "Write a value to memory."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::MemOpRig rig;

  cudasem::DeviceMem mem;
  const CUdeviceptr p = cudasem::alloc_ints(mem, 4, 0);
  CUDASEM_ASSERT_CU_OK(drv.cuCtxSynchronize());

  CUDASEM_ASSERT_CU_OK(drv.cuStreamWriteValue32(rig.stream(), p + sizeof(int), 0x7777, CU_STREAM_WRITE_VALUE_DEFAULT));

  CUDASEM_ASSERT_TRUE_NAMED("stream.finished", rig.finish());
  const std::vector<int> got = cudasem::read_ints(p, 4);
  CUDASEM_EXPECT_EQ_NAMED("word_before.unchanged", got[0], 0);
  CUDASEM_EXPECT_EQ_NAMED("written_word.value", got[1], 0x7777);
  CUDASEM_EXPECT_EQ_NAMED("word_after.unchanged", got[2], 0);
}
