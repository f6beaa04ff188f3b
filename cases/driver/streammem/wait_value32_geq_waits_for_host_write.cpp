// SPDX-License-Identifier: Apache-2.0
// cuStreamWaitValue32(word >= 5) with word 0, then a kernel that reads word: the host writes 7
// after 100 ms; the kernel must have run after the wait was satisfied, so it read 7.
#include "../drv.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuStreamWaitValue32, GeqWaitsForHostWrite, {
    .api = {"cuStreamWaitValue32"},
    .cite = {.doc = "DRV", .section = "cuStreamWaitValue32",
             .quote = "Work ordered after the operation will block until the given condition on the memory is satisfied."},
}) {
  const cudasem::Driver& drv = cudasem::driver();
  drvcase::MemOpRig rig;

  *rig.word32() = 0;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamWaitValue32(rig.stream(), rig.word(), 5, CU_STREAM_WAIT_VALUE_GEQ));
  CUDASEM_ASSERT_OK(rig.enqueue_read());

  {
    drvcase::DelayedWrites<std::uint32_t> host(rig.word32(), {{0x7, 100}});
  }

  const bool finished = rig.finish();
  cudasem::observe("stream_finished", finished);
  cudasem::observe("value_seen", rig.seen());
  ASSERT_TRUE(finished) << "the stream did not pass the wait after the host's last write";
  EXPECT_EQ(rig.seen(), 7u);
}
