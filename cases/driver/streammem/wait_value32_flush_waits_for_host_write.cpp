// SPDX-License-Identifier: Apache-2.0
// cuStreamWaitValue32(word >= 3, GEQ | FLUSH) on a device that supports the flush: the wait still
// holds until the host writes 4 (after 100 ms), which the kernel after it reads.
#include "../drv.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuStreamWaitValue32, FlushWaitsForHostWrite, {
    .api = {"cuStreamWaitValue32"},
    .cite = {.doc = "DRV", .section = "CUstreamWaitValue_flags (CU_STREAM_WAIT_VALUE_FLUSH)",
             .quote = "Follow the wait operation with a flush of outstanding remote writes."},
    .needs = {cudasem::attr("canFlushRemoteWrites") >= 1},
}) {
  const cudasem::Driver& drv = cudasem::driver();
  drvcase::MemOpRig rig;

  *rig.word32() = 0;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamWaitValue32(rig.stream(), rig.word(), 3, CU_STREAM_WAIT_VALUE_GEQ | CU_STREAM_WAIT_VALUE_FLUSH));
  CUDASEM_ASSERT_OK(rig.enqueue_read());

  {
    drvcase::DelayedWrites<std::uint32_t> host(rig.word32(), {{0x4, 100}});
  }

  const bool finished = rig.finish();
  cudasem::observe("stream_finished", finished);
  cudasem::observe("value_seen", rig.seen());
  ASSERT_TRUE(finished) << "the stream did not pass the wait after the host's last write";
  EXPECT_EQ(rig.seen(), 4u);
}
