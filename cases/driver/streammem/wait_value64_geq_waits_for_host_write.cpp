// SPDX-License-Identifier: Apache-2.0
// cuStreamWaitValue64(word >= 2^32 + 5) with word 7 (its low half already above 5): the host
// writes 2^32 + 6 after 100 ms; the kernel after the wait reads the low half, 6.
#include "../drv.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuStreamWaitValue64, GeqWaitsForHostWrite, {
    .api = {"cuStreamWaitValue64"},
    .cite = {.doc = "DRV", .section = "cuStreamWaitValue64",
             .quote = "By default, the condition is to wait for (int64_t)(*addr - value) >= 0, a cyclic greater-or-equal."},
    .needs = {cudasem::attr("canUse64BitStreamMemOps") >= 1},
}) {
  const cudasem::Driver& drv = cudasem::driver();
  drvcase::MemOpRig rig;

  *rig.word64() = 7;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamWaitValue64(rig.stream(), rig.word(), (std::uint64_t{1} << 32) + 5, CU_STREAM_WAIT_VALUE_GEQ));
  CUDASEM_ASSERT_OK(rig.enqueue_read());

  {
    drvcase::DelayedWrites<std::uint64_t> host(rig.word64(), {{(std::uint64_t{1} << 32) + 6, 100}});
  }

  const bool finished = rig.finish();
  cudasem::observe("stream_finished", finished);
  cudasem::observe("value_seen", rig.seen());
  ASSERT_TRUE(finished) << "the stream did not pass the wait after the host's last write";
  EXPECT_EQ(rig.seen(), 6u);
}
