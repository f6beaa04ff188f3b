// SPDX-License-Identifier: Apache-2.0
// GEQ is (int32_t)(*addr - value) >= 0: word 0xfffffff0 against value 0x10 is 'behind' (an
// unsigned >= would pass at once), so the wait holds; 0x5 still holds it; only 0x20 releases it,
// which the kernel after the wait must read.
#include "../drv.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuStreamWaitValue32, GeqIsCyclic, {
    .api = {"cuStreamWaitValue32"},
    .cite = {.doc = "DRV", .section = "CUstreamWaitValue_flags (CU_STREAM_WAIT_VALUE_GEQ)",
             .quote = "Note this is a cyclic comparison which ignores wraparound."},
}) {
  const cudasem::Driver& drv = cudasem::driver();
  drvcase::MemOpRig rig;

  *rig.word32() = 0xfffffff0u;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamWaitValue32(rig.stream(), rig.word(), 0x10, CU_STREAM_WAIT_VALUE_GEQ));
  CUDASEM_ASSERT_OK(rig.enqueue_read());

  {
    drvcase::DelayedWrites<std::uint32_t> host(rig.word32(), {{0x5, 100}, {0x20, 300}});
  }

  const bool finished = rig.finish();
  cudasem::observe("stream_finished", finished);
  cudasem::observe("value_seen", rig.seen());
  ASSERT_TRUE(finished) << "the stream did not pass the wait after the host's last write";
  EXPECT_EQ(rig.seen(), 0x20u);
}
