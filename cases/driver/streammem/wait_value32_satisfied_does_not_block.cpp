// SPDX-License-Identifier: Apache-2.0
// cuStreamWaitValue32(word >= 5) with word already 10: the kernel after it runs without any host
// write and reads 10.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuStreamWaitValue32, SatisfiedDoesNotBlock,
    {
        .api = {"cuStreamWaitValue32"},
        .cite = {.doc = "DRV",
            .section = "cuStreamWaitValue32",
            .quote =
                "Work ordered after the operation will block until the given condition on the memory is satisfied."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::MemOpRig rig;

  *rig.word32() = 10;

  CUDASEM_ASSERT_CU_OK(drv.cuStreamWaitValue32(rig.stream(), rig.word(), 5, CU_STREAM_WAIT_VALUE_GEQ));

  CUDASEM_ASSERT_OK(rig.enqueue_read());
  const bool finished = rig.finish();
  CUDASEM_ASSERT_TRUE_NAMED("stream_finished", finished);
  CUDASEM_EXPECT_EQ_NAMED("value_read_after_wait", rig.seen(), 10u);
}
