// SPDX-License-Identifier: Apache-2.0
// cuStreamWaitValue32(~(word | 0xffff0000) != 0, NOR) with word 0xffffffff: the host writes
// 0x0000ffff (still all ones together) after 100 ms and 0xffff0001 after 300 ms; the kernel after
// the wait must read 0xffff0001.
#include "../drv.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuStreamWaitValue32, NorWaitsForZeroBit, {
    .api = {"cuStreamWaitValue32"},
    .cite = {.doc = "DRV", .section = "CUstreamWaitValue_flags (CU_STREAM_WAIT_VALUE_NOR)",
             .quote = "Wait until ~(*addr | value) != 0."},
    .needs = {cudasem::attr("canUseStreamWaitValueNor") >= 1},
}) {
  const cudasem::Driver& drv = cudasem::driver();
  drvcase::MemOpRig rig;

  *rig.word32() = 0xffffffffu;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamWaitValue32(rig.stream(), rig.word(), 0xffff0000u, CU_STREAM_WAIT_VALUE_NOR));
  CUDASEM_ASSERT_OK(rig.enqueue_read());

  {
    drvcase::DelayedWrites<std::uint32_t> host(rig.word32(), {{0xffff, 100}, {0xffff0001, 300}});
  }

  const bool finished = rig.finish();
  cudasem::observe("stream_finished", finished);
  cudasem::observe("value_seen", rig.seen());
  ASSERT_TRUE(finished) << "the stream did not pass the wait after the host's last write";
  EXPECT_EQ(rig.seen(), 0xffff0001u);
}
