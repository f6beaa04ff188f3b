// SPDX-License-Identifier: Apache-2.0
// cuStreamBatchMemOp([wait word >= 1, write aux = 5]): before the host writes word (after 100 ms)
// aux is still 0; after the stream finishes aux is 5.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuStreamBatchMemOp, WaitThenWriteInOrder,
    {
        .api = {"cuStreamBatchMemOp"},
        .cite = {.doc = "DRV",
            .section = "cuStreamBatchMemOp",
            .quote = "The operations are enqueued in the order they appear in the array."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::MemOpRig rig;

  CUstreamBatchMemOpParams ops[2] = {};
  ops[0].waitValue.operation = CU_STREAM_MEM_OP_WAIT_VALUE_32;
  ops[0].waitValue.address = rig.word();
  ops[0].waitValue.value = 1;
  ops[0].waitValue.flags = CU_STREAM_WAIT_VALUE_GEQ;
  ops[1].writeValue.operation = CU_STREAM_MEM_OP_WRITE_VALUE_32;
  ops[1].writeValue.address = rig.aux();
  ops[1].writeValue.value = 5;
  ops[1].writeValue.flags = CU_STREAM_WRITE_VALUE_DEFAULT;

  CUDASEM_ASSERT_CU_OK(drv.cuStreamBatchMemOp(rig.stream(), 2, ops, 0));

  std::this_thread::sleep_for(std::chrono::milliseconds(100));
  const std::uint32_t aux_before_release = *rig.aux32();
  *rig.word32() = 1;
  const bool finished = rig.finish();
  CUDASEM_ASSERT_TRUE_NAMED("stream_finished", finished);
  CUDASEM_EXPECT_EQ_NAMED("aux_before_release", aux_before_release, 0u);
  CUDASEM_EXPECT_EQ_NAMED("aux_after_release", *rig.aux32(), 5u);
}
