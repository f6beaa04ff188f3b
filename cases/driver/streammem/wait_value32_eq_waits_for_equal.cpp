// SPDX-License-Identifier: Apache-2.0
// cuStreamWaitValue32(word == 9, EQ): the host writes 10 (greater, not equal) after 100 ms and 9
// after 300 ms; the kernel after the wait must read 9.
#include "../drv.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuStreamWaitValue32, EqWaitsForEqual, {
    .api = {"cuStreamWaitValue32"},
    .cite = {.doc = "DRV", .section = "CUstreamWaitValue_flags (CU_STREAM_WAIT_VALUE_EQ)",
             .quote = "Wait until *addr == value."},
}) {
  const cudasem::Driver& drv = cudasem::driver();
  drvcase::MemOpRig rig;

  *rig.word32() = 0;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamWaitValue32(rig.stream(), rig.word(), 9, CU_STREAM_WAIT_VALUE_EQ));
  CUDASEM_ASSERT_OK(rig.enqueue_read());

  {
    drvcase::DelayedWrites<std::uint32_t> host(rig.word32(), {{0xa, 100}, {0x9, 300}});
  }

  const bool finished = rig.finish();
  cudasem::observe("stream_finished", finished);
  cudasem::observe("value_seen", rig.seen());
  ASSERT_TRUE(finished) << "the stream did not pass the wait after the host's last write";
  EXPECT_EQ(rig.seen(), 9u);
}
