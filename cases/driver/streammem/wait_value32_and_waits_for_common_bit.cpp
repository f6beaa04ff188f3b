// SPDX-License-Identifier: Apache-2.0
// cuStreamWaitValue32(word & 0x6, AND) with word 0x1: the host writes 0x8 (no common bit, though
// larger) after 100 ms and 0xc after 300 ms; the kernel after the wait must read 0xc.
#include "../drv.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuStreamWaitValue32, AndWaitsForCommonBit, {
    .api = {"cuStreamWaitValue32"},
    .cite = {.doc = "DRV", .section = "CUstreamWaitValue_flags (CU_STREAM_WAIT_VALUE_AND)",
             .quote = "Wait until (*addr & value) != 0."},
}) {
  const cudasem::Driver& drv = cudasem::driver();
  drvcase::MemOpRig rig;

  *rig.word32() = 0x1u;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamWaitValue32(rig.stream(), rig.word(), 0x6, CU_STREAM_WAIT_VALUE_AND));
  CUDASEM_ASSERT_OK(rig.enqueue_read());

  {
    drvcase::DelayedWrites<std::uint32_t> host(rig.word32(), {{0x8, 100}, {0xc, 300}});
  }

  const bool finished = rig.finish();
  cudasem::observe("stream_finished", finished);
  cudasem::observe("value_seen", rig.seen());
  ASSERT_TRUE(finished) << "the stream did not pass the wait after the host's last write";
  EXPECT_EQ(rig.seen(), 0xcu);
}
