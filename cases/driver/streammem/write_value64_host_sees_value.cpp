// SPDX-License-Identifier: Apache-2.0
// cuStreamWriteValue64 of a value with both halves set into mapped pinned memory: after the stream
// finishes the host reads all 64 bits.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuStreamWriteValue64, HostSeesValue,
    {
        .api = {"cuStreamWriteValue64"},
        .cite = {.doc = "DRV", .section = "cuStreamWriteValue64", .quote = "Write a value to memory."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("canUse64BitStreamMemOps") >= 1},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::MemOpRig rig;

  const std::uint64_t value = 0x0123456789abcdefull;

  CUDASEM_ASSERT_CU_OK(drv.cuStreamWriteValue64(rig.stream(), rig.word(), value, CU_STREAM_WRITE_VALUE_DEFAULT));

  CUDASEM_ASSERT_TRUE_NAMED("stream.finished", rig.finish());
  CUDASEM_EXPECT_EQ_NAMED("host.word_read", *rig.word64(), value);
}
