// SPDX-License-Identifier: Apache-2.0
// A gate holds the stream; behind it a kernel writes 1 to word, then cuStreamWriteValue32 writes
// 2: after the stream finishes word is 2 (the stream write came after the kernel, not before it).
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuStreamWriteValue32, OrderedAfterKernel,
    {
        .api = {"cuStreamWriteValue32"},
        .cite = {.doc = "DRV", .section = "cuStreamWriteValue32", .quote = "Write a value to memory."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::MemOpRig rig;

  cudasem::Gate gate;
  gate.launch(rig.stream());
  CUDASEM_ASSERT_OK(cudasem::kernels::launch_write(rig.stream(), const_cast<unsigned*>(rig.word32()), 1));

  CUDASEM_ASSERT_CU_OK(drv.cuStreamWriteValue32(rig.stream(), rig.word(), 2, CU_STREAM_WRITE_VALUE_DEFAULT));

  const std::uint32_t while_held = *rig.word32();
  gate.release();
  const bool finished = rig.finish();
  CUDASEM_ASSERT_TRUE_NAMED("stream_finished", finished);
  CUDASEM_EXPECT_EQ_NAMED("word_while_gate_held", while_held, 0u);
  CUDASEM_EXPECT_EQ_NAMED("word_after", *rig.word32(), 2u);
}
